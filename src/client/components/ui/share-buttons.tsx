import { Button, Heading, HStack, IconButton, Stack, Wrap } from '@chakra-ui/react';
import { Link2, Mail } from 'lucide-react';
import { copyLinkAction } from '../../lib/copy-link';
import { shareLinks } from '../../lib/share-links';
import { useSiteInfo } from '../../lib/site-context';
import { absoluteUrl } from '../../lib/absolute-url';
import { LinkedinIcon, TwitterIcon } from './social-icons';

type Props = {
  title: string;
  /** The shared page's path and the title a post or an e-mail carries. */
  path: string;
  pageTitle: string;
  iconOnly?: boolean;
};

/**
 * The share buttons under an article (labelled) and a position (`iconOnly`): plain links to each
 * network's share page and an e-mail, and Copy Link, which the page script runs (lib/page-actions.ts)
 * and confirms with a notice. No third-party script is loaded.
 */
export function ShareButtons({ title, path, pageTitle, iconOnly = false }: Props) {
  const pageUrl = absoluteUrl(useSiteInfo().baseUrl, path);
  const links = shareLinks(pageUrl, pageTitle);
  const targets = [
    { label: 'Share on LinkedIn', Icon: LinkedinIcon, href: links.linkedin },
    { label: 'Share on Twitter', Icon: TwitterIcon, href: links.x },
    { label: 'Share by Email', Icon: Mail, href: links.email },
  ];
  const external = (href: string) => (href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {});
  const copy = copyLinkAction(pageUrl);
  return (
    <Stack gap={iconOnly ? '3' : '4'}>
      <Heading as="h2" textStyle="cardTitle">
        {title}
      </Heading>
      {iconOnly ? (
        <HStack gap="2">
          {targets.map(({ label, Icon, href }) => (
            <IconButton key={label} asChild variant="outline" aria-label={label}>
              <a href={href} {...external(href)}>
                <Icon size={18} aria-hidden />
              </a>
            </IconButton>
          ))}
          <IconButton type="button" variant="outline" aria-label="Copy Link" {...copy}>
            <Link2 size={18} aria-hidden />
          </IconButton>
        </HStack>
      ) : (
        <Wrap gap="3">
          {targets.map(({ label, Icon, href }) => (
            <Button key={label} asChild variant="outline" size="sm">
              <a href={href} {...external(href)}>
                <Icon size={16} aria-hidden /> {label}
              </a>
            </Button>
          ))}
          <Button type="button" variant="outline" size="sm" {...copy}>
            <Link2 size={16} aria-hidden /> Copy Link
          </Button>
        </Wrap>
      )}
    </Stack>
  );
}
