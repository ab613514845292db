import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { formatLongDate } from '../../../shared/dates';

/** The frame shared by the legal pages: hero with the last-updated date, then a readable column. */
export function LegalLayout({ title, lastUpdated, intro, children }: { title: string; lastUpdated: string; intro: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHero title={title} subtitle={<>Last updated: {formatLongDate(lastUpdated)}</>} />
      <Section>
        {/* A readable measure, aligned with the hero's left edge rather than centred. */}
        <Box maxW="3xl">
          <Text textStyle="lead" color="fg.muted">
            {intro}
          </Text>
          <Stack gap="12" mt="12">
            {children}
          </Stack>
        </Box>
      </Section>
    </>
  );
}

export function LegalSection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} textStyle="subTitle" mb="4" scrollMarginTop="24">
        {number}. {title}
      </Heading>
      <Stack gap="4" lineHeight="tall">
        {children}
      </Stack>
    </Box>
  );
}

export function LegalSubheading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" textStyle="cardTitle" mt="2">
      {children}
    </Heading>
  );
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <List.Root as="ul" ps="5" gap="2">
      {items.map((item, index) => (
        <List.Item key={index} _marker={{ color: 'accent' }}>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
