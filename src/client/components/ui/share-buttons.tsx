import { Button, Heading, HStack, IconButton, Stack, Wrap } from '@chakra-ui/react';
import { Link2 } from 'lucide-react';
import { LinkedinIcon, TwitterIcon } from './social-icons';

const SHARE_TARGETS = [
  { label: 'Share on LinkedIn', Icon: LinkedinIcon },
  { label: 'Share on Twitter', Icon: TwitterIcon },
  { label: 'Copy Link', Icon: Link2 },
] as const;

/**
 * The share buttons the spec shows under an article (labelled) and a position (`iconOnly`).
 * Shown as in the spec, which gives these buttons no behaviour.
 */
export function ShareButtons({ title, iconOnly = false }: { title: string; iconOnly?: boolean }) {
  return (
    <Stack gap={iconOnly ? '3' : '4'}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {iconOnly ? (
        <HStack gap="2">
          {SHARE_TARGETS.map(({ label, Icon }) => (
            <IconButton key={label} type="button" variant="outline" aria-label={label}>
              <Icon size={18} aria-hidden />
            </IconButton>
          ))}
        </HStack>
      ) : (
        <Wrap gap="3">
          {SHARE_TARGETS.map(({ label, Icon }) => (
            <Button key={label} type="button" variant="outline" size="sm">
              <Icon size={16} aria-hidden /> {label}
            </Button>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
