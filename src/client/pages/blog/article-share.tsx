import { Button, Heading, Stack, Wrap } from '@chakra-ui/react';
import { Link2 } from 'lucide-react';
import { LinkedinIcon, TwitterIcon } from '../../components/ui/social-icons';

/** Shown as in the spec, which gives these buttons no behaviour. */
export function ArticleShare() {
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        Share this insight
      </Heading>
      <Wrap gap="3">
        <Button type="button" variant="outline" size="sm">
          <LinkedinIcon size={16} /> Share on LinkedIn
        </Button>
        <Button type="button" variant="outline" size="sm">
          <TwitterIcon size={16} /> Share on Twitter
        </Button>
        <Button type="button" variant="outline" size="sm">
          <Link2 size={16} aria-hidden /> Copy Link
        </Button>
      </Wrap>
    </Stack>
  );
}
