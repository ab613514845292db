import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { usePageMeta } from '../../lib/page-meta';

export function PositionNotFound() {
  usePageMeta({ title: 'Career Opportunity', noindex: true });
  return (
    <Container maxW="3xl" py={{ base: '20', md: '32' }} textAlign="center">
      <Heading as="h1" size="3xl">
        Position Not Found
      </Heading>
      <Text mt="4" color="fg.muted" fontSize="lg">
        Sorry, the job position you're looking for doesn't exist or is no longer available.
      </Text>
      <Button asChild mt="8" colorPalette="blue">
        <Link href="/careers">View All Openings</Link>
      </Button>
    </Container>
  );
}
