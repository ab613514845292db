import { Badge, Box, Card, HStack, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { wideCard } from '../../components/ui/card-grid';
import type { BlogEntry } from './blog-entries';
import { TeamAuthor } from './team-author';
import { formatLongDate } from '../../../shared/dates';

/** An article opens here; an insight may point to another site, which opens in a new tab. */
function EntryLink({ href, title }: { href: string; title: string }) {
  const label = (
    <>
      Read More
      <Text as="span" srOnly>
        about {title}
      </Text>
      <ArrowRight size={16} aria-hidden />
    </>
  );
  const style = { display: 'inline-flex', alignItems: 'center', gap: '1', color: 'accent', fontWeight: 'semibold', fontSize: 'sm' } as const;
  const external = !href.startsWith('/');
  return (
    <LinkOverlay href={href} {...(external && { target: '_blank', rel: 'noopener noreferrer' })} {...style}>
      {label}
    </LinkOverlay>
  );
}

export function BlogCard({ entry }: { entry: BlogEntry }) {
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        overflow="hidden"
        height="full"
        css={wideCard('55%')}
        bg="bg.panel"
        borderColor="border"
        boxShadow="sm"
        transition="box-shadow 0.2s, transform 0.2s"
        _hover={entry.href ? { boxShadow: 'lg', transform: 'translateY(-2px)' } : undefined}
        _focusWithin={{ outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' }}
      >
        <Box position="relative">
          <ResponsiveImage
            src={entry.imageUrl}
            alt=""
            htmlWidth={1200}
            htmlHeight={630}
            sizes="(min-width: 62em) 400px, (min-width: 48em) 50vw, 100vw"
            aspectRatio={1200 / 630}
            objectFit="cover"
            w="full"
            h="auto"
          />
          <Badge position="absolute" top="3" left="3" colorPalette="blue" variant="solid" size="md">
            {entry.category}
          </Badge>
        </Box>
        <Card.Body gap="4" display="flex" flexDirection="column">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <TeamAuthor />
            <Text asChild textStyle="caption" color="fg.muted">
              <time dateTime={entry.date}>{formatLongDate(entry.date)}</time>
            </Text>
          </HStack>
          <Heading as="h2" textStyle="cardTitle" lineHeight="1.3">
            {entry.title}
          </Heading>
          <Text color="fg.muted" lineClamp={2}>
            {entry.excerpt}
          </Text>
          {entry.href && (
            <Box mt="auto" pt="2">
              <EntryLink href={entry.href} title={entry.title} />
            </Box>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
