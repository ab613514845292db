import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { usePageMeta } from '../../lib/page-meta';

/** Sent with HTTP 503 when the page's data could not be read; never cached, so the next visit tries again. */
export function UnavailablePage() {
  const [location] = useLocation();
  usePageMeta({ title: 'Temporarily Unavailable', noindex: true });
  return (
    <Container maxW="3xl" py={{ base: '20', md: '32' }} textAlign="center">
      <Heading as="h1" textStyle="pageTitle">
        We'll Be Right Back
      </Heading>
      <Text mt="4" color="fg.muted" textStyle="lead">
        This page cannot be shown just now. Please try again in a few moments.
      </Text>
      <Button asChild mt="8" colorPalette="blue">
        <Link href={location}>Try Again</Link>
      </Button>
    </Container>
  );
}
