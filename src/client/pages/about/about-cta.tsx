import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { Reveal } from '../../components/ui/reveal';
import { ArrowLinkButton } from '../../components/ui/arrow-link-button';

export function AboutCta() {
  return (
    <Box as="section" aria-labelledby="about-cta-heading" bg="surface.hero" color="white" py={{ base: '14', md: '20' }}>
      <Container maxW="4xl" textAlign="center">
        <Reveal>
          <Heading as="h2" id="about-cta-heading" textStyle="sectionTitle">
            Let's build something that lasts
          </Heading>
          <Text mt="4" color="gray.200" textStyle="lead">
            Whether you are scoping a programme, rescuing one or simply want a second opinion, an hour with one of our senior consultants costs nothing and
            commits you to nothing.
          </Text>
          <Flex mt="8" gap="4" justify="center" wrap="wrap">
            <ArrowLinkButton href="/contact" bg="white" color="navy.800" _hover={{ bg: 'gray.100' }}>
              Start a Conversation
            </ArrowLinkButton>
            <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
              <Link href="/services">Explore Our Services</Link>
            </Button>
          </Flex>
        </Reveal>
      </Container>
    </Box>
  );
}
