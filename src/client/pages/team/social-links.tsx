import { Flex, IconButton } from '@chakra-ui/react';
import { LinkedinIcon, TwitterIcon } from '../../components/ui/social-icons';

type Profiles = { linkedinUrl: string | null; twitterUrl: string | null };

/** The profiles a member has, each with its network's name and mark. */
export const memberProfiles = ({ linkedinUrl, twitterUrl }: Profiles) =>
  [
    { network: 'LinkedIn', href: linkedinUrl, Icon: LinkedinIcon },
    { network: 'Twitter', href: twitterUrl, Icon: TwitterIcon },
  ].flatMap(({ href, ...profile }) => (href ? [{ ...profile, href }] : []));

/** Icon links to a member's profiles; each appears only when the member has one. */
export function MemberSocialLinks({ name, ...urls }: Profiles & { name: string }) {
  const profiles = memberProfiles(urls);
  if (profiles.length === 0) return null;
  return (
    <Flex gap="1">
      {profiles.map(({ network, href, Icon }) => (
        <IconButton key={network} asChild variant="ghost" size="sm" color="fg.muted" _hover={{ color: 'accent' }}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} on ${network}`}>
            <Icon size={18} />
          </a>
        </IconButton>
      ))}
    </Flex>
  );
}
