import { Flex, Text } from '@chakra-ui/react';
import { isDesignedArt, OnBrandImage } from '../../components/ui/on-brand-image';

export const TEAM_PHOTO_PLACEHOLDER = '/images/team/placeholder.svg';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * A portrait in the team's one format (decision 046): a 4:5 tile with rounded corners. An uploaded photo
 * gets the brand duotone; a member without one gets a monogram tile like the drawn ones, in the display face.
 */
export function MemberPhoto({
  name,
  photoUrl,
  width,
  sizes,
  rounded = 'xl',
  crop = 'portrait',
  priority,
}: {
  name: string;
  photoUrl: string | null;
  /** Its drawn width (CSS), and the same for the browser's choice of file. */
  width: string;
  sizes: string;
  rounded?: string;
  /** 4:5, or for cards a square: a drawn tile's lower part (its initials), a photo's upper part (the face). */
  crop?: 'portrait' | 'square';
  priority?: boolean;
}) {
  const frame = { w: width, maxW: 'full', aspectRatio: crop === 'square' ? '1' : '4 / 5', borderRadius: rounded, flexShrink: 0 } as const;
  if (!photoUrl) {
    // Sized by the tile's own width (container query units), as the drawn tiles are.
    return (
      <Flex {...frame} bg="navy.700" align="flex-end" p="10cqw" containerType="inline-size" role="img" aria-label={name}>
        <Text fontFamily="heading" fontWeight="600" color="#E8D5B5" lineHeight="1" fontSize="38cqw" aria-hidden>
          {initialsOf(name)}
        </Text>
      </Flex>
    );
  }
  return (
    <OnBrandImage
      frame={frame}
      src={photoUrl}
      alt={name}
      htmlWidth={640}
      htmlHeight={800}
      sizes={sizes}
      priority={priority}
      objectPosition={crop === 'square' ? (isDesignedArt(photoUrl) ? 'center bottom' : 'center 25%') : undefined}
    />
  );
}
