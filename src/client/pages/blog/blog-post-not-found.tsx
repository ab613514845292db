import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { usePageMeta } from '../../lib/page-meta';

export function BlogPostNotFound() {
  usePageMeta({ title: 'Blog Post Not Found', noindex: true });
  return (
    <Container maxW="3xl" py={{ base: '20', md: '32' }} textAlign="center">
      <Heading as="h1" size="3xl">
        Blog Post Not Found
      </Heading>
      <Text mt="4" color="fg.muted" fontSize="lg">
        We couldn't find the blog post you're looking for.
      </Text>
      <Button asChild mt="8" colorPalette="blue">
        <Link href="/blog">Return to Blog</Link>
      </Button>
    </Container>
  );
}
