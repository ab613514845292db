import { Badge, Card, Link as ChakraLink, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { wideCard } from '../../components/ui/card-grid';
import type { InsightDto } from '../../../modules/insights/insight.schema';
import { hoverLiftProps } from '../../components/ui/surfaces';
import { CardHeading } from './card-heading';

export const DEFAULT_INSIGHT_IMAGE = '/images/insights/default.svg';

function ReadMore({ href, title }: { href: string; title: string }) {
  // The title is in the link text itself (not only an aria-label) so crawlers read it too.
  const content = (
    <>
      Read More
      <Text as="span" srOnly>
        about {title}
      </Text>{' '}
      <ArrowRight size={16} aria-hidden />
    </>
  );
  // Insights may point at our own articles or at a partner's site; only the latter opens a new tab.
  if (href.startsWith('/')) {
    return (
      <ChakraLink asChild color="accent" fontWeight="semibold">
        <Link href={href}>{content}</Link>
      </ChakraLink>
    );
  }
  return (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" color="accent" fontWeight="semibold">
      {content}
    </ChakraLink>
  );
}

export function InsightCard({ insight }: { insight: InsightDto }) {
  return (
    <Card.Root as="article" overflow="hidden" height="full" variant="outline" css={wideCard('50%')} {...hoverLiftProps('sm', 'lg')}>
      <ResponsiveImage
        src={insight.image || DEFAULT_INSIGHT_IMAGE}
        alt=""
        htmlWidth={1200}
        htmlHeight={630}
        sizes="(min-width: 62em) 400px, (min-width: 48em) 50vw, 100vw"
        width="full"
        aspectRatio="1200 / 630"
        fit="cover"
        bg="bg.muted"
      />
      <Card.Body gap="3">
        {insight.category && (
          <Badge colorPalette="blue" variant="subtle" alignSelf="flex-start">
            {insight.category}
          </Badge>
        )}
        <CardHeading title={insight.title} description={insight.description} />
      </Card.Body>
      {insight.link && (
        <Card.Footer>
          <ReadMore href={insight.link} title={insight.title} />
        </Card.Footer>
      )}
    </Card.Root>
  );
}
