import { Flex, IconButton } from '@chakra-ui/react';
import { LinkedinIcon, TwitterIcon } from '../../components/ui/social-icons';

/** Icon links to a member's profiles; each appears only when the member has one. */
export function MemberSocialLinks({ name, linkedinUrl, twitterUrl }: { name: string; linkedinUrl: string | null; twitterUrl: string | null }) {
  if (!linkedinUrl && !twitterUrl) return null;
  return (
    <Flex gap="1">
      {linkedinUrl && (
        <IconButton asChild variant="ghost" size="sm" color="fg.muted" _hover={{ color: 'accent' }}>
          <a href={linkedinUrl} target="_blank" rel="noopener noreferrer" aria-label={`${name} on LinkedIn`}>
            <LinkedinIcon size={18} />
          </a>
        </IconButton>
      )}
      {twitterUrl && (
        <IconButton asChild variant="ghost" size="sm" color="fg.muted" _hover={{ color: 'accent' }}>
          <a href={twitterUrl} target="_blank" rel="noopener noreferrer" aria-label={`${name} on Twitter`}>
            <TwitterIcon size={18} />
          </a>
        </IconButton>
      )}
    </Flex>
  );
}
