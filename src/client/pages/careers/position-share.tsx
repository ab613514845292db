import { Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { Link2 } from 'lucide-react';
import { LinkedinIcon, TwitterIcon } from '../../components/ui/social-icons';

/** Shown as in the spec, which gives these buttons no behaviour. */
export function PositionShare() {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Share this Position
      </Heading>
      <HStack gap="2">
        <IconButton type="button" variant="outline" aria-label="Share on LinkedIn">
          <LinkedinIcon size={18} />
        </IconButton>
        <IconButton type="button" variant="outline" aria-label="Share on Twitter">
          <TwitterIcon size={18} />
        </IconButton>
        <IconButton type="button" variant="outline" aria-label="Copy Link">
          <Link2 size={18} aria-hidden />
        </IconButton>
      </HStack>
    </Stack>
  );
}
