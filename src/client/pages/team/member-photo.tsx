import { ResponsiveImage } from '../../components/ui/responsive-image';

export const TEAM_PHOTO_PLACEHOLDER = '/images/team/placeholder.svg';

/** A circular portrait; members without a photo get the neutral placeholder. */
export function MemberPhoto({ name, photoUrl, size, priority }: { name: string; photoUrl: string | null; size: number; priority?: boolean }) {
  return (
    <ResponsiveImage
      src={photoUrl || TEAM_PHOTO_PLACEHOLDER}
      alt={name}
      htmlWidth={size}
      htmlHeight={size}
      sizes={`${size}px`}
      priority={priority}
      w={`${size}px`}
      h={`${size}px`}
      fit="cover"
      borderRadius="full"
      bg="bg.muted"
      flexShrink={0}
    />
  );
}
