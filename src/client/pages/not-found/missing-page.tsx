import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { usePageMeta } from '../../lib/page-meta';

type Props = { title: string; heading: string; text: string; back: { href: string; label: string } };

/** What a visitor sees with an HTTP 404: what is missing, and the way back to where it would be. */
export function MissingPage({ title, heading, text, back }: Props) {
  usePageMeta({ title, noindex: true });
  return (
    <Container maxW="3xl" py={{ base: '20', md: '32' }} textAlign="center">
      <Heading as="h1" textStyle="sectionTitle">
        {heading}
      </Heading>
      <Text mt="4" color="fg.muted" textStyle="lead">
        {text}
      </Text>
      <Button asChild mt="8" colorPalette="blue">
        <Link href={back.href}>
          <ArrowLeft size={16} aria-hidden /> {back.label}
        </Link>
      </Button>
    </Container>
  );
}

/** The 404 page of a detail route, "{Noun} Not Found" with a link back to its list; `words` replace the defaults. */
export function missingItem(noun: string, back: Props['back'], words: Partial<Omit<Props, 'back'>> = {}) {
  const heading = `${noun} Not Found`;
  const text = `We couldn't find the ${noun.toLowerCase()} you're looking for.`;
  return () => <MissingPage title={heading} heading={heading} text={text} back={back} {...words} />;
}
