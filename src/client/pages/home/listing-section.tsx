import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { SectionHeading } from './section-heading';

type Props = {
  id: string;
  headingId: string;
  alt?: boolean;
  eyebrow: string;
  title: string;
  intro: string;
  /** The button under the list, to the page that has all of it. */
  more: { href: string; label: string; variant?: 'outline' };
  children: ReactNode;
};

/** A home-page band that previews a list: heading, the list, and a button to the full page. */
export function ListingSection({ id, headingId, alt, eyebrow, title, intro, more, children }: Props) {
  return (
    <Section id={id} alt={alt} aria-labelledby={headingId}>
      <Reveal>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      </Reveal>
      <Reveal>{children}</Reveal>
      <Flex justify="center" mt="10">
        <Button asChild variant={more.variant} colorPalette="blue" size="lg">
          <Link href={more.href}>{more.label}</Link>
        </Button>
      </Flex>
    </Section>
  );
}
