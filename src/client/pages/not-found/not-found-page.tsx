import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { usePageMeta } from '../../lib/page-meta';

export function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found', noindex: true });
  return (
    <Container maxW="3xl" py={{ base: '20', md: '32' }} textAlign="center">
      <Heading as="h1" size="3xl">
        404 Page Not Found
      </Heading>
      <Text mt="4" color="fg.muted" fontSize="lg">
        The page you are looking for does not exist or has been moved.
      </Text>
      <Button asChild mt="8" colorPalette="blue">
        <Link href="/">Return to Home</Link>
      </Button>
    </Container>
  );
}
