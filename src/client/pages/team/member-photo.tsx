import { Image } from '@chakra-ui/react';

export const TEAM_PHOTO_PLACEHOLDER = '/images/team/placeholder.svg';

/** A circular portrait; members without a photo get the neutral placeholder. */
export function MemberPhoto({ name, photoUrl, size }: { name: string; photoUrl: string | null; size: number }) {
  return (
    <Image
      src={photoUrl || TEAM_PHOTO_PLACEHOLDER}
      alt={name}
      htmlWidth={size}
      htmlHeight={size}
      w={`${size}px`}
      h={`${size}px`}
      fit="cover"
      borderRadius="full"
      bg="bg.muted"
      flexShrink={0}
    />
  );
}
