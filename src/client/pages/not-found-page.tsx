import { Container, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';

export function NotFoundPage() {
  return (
    <Container maxW="3xl" py="24" textAlign="center">
      <Heading as="h1" size="2xl">
        404 Page Not Found
      </Heading>
      <Text mt="4">The page you are looking for does not exist or has been moved.</Text>
      <Link asChild mt="6" color="brand.600">
        <RouterLink href="/">Return to Home</RouterLink>
      </Link>
    </Container>
  );
}
