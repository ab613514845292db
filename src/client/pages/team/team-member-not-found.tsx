import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { usePageMeta } from '../../lib/page-meta';

export function TeamMemberNotFound() {
  usePageMeta({ title: 'Team Member Not Found', noindex: true });
  return (
    <Container maxW="3xl" py={{ base: '20', md: '32' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Team Member Not Found
      </Heading>
      <Text mt="4" color="fg.muted" fontSize="lg">
        We couldn't find the team member you're looking for.
      </Text>
      <Button asChild mt="8" colorPalette="blue">
        <Link href="/team">
          <ArrowLeft size={16} aria-hidden /> Return to Team
        </Link>
      </Button>
    </Container>
  );
}
