import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Reveal } from '../../components/ui/reveal';
import { ArrowLinkButton } from '../../components/ui/arrow-link-button';
import { CONTENT_WIDTH } from '../../components/ui/section';

export function CareersBand() {
  return (
    <Box as="section" id="careers" aria-labelledby="careers-heading" bg="surface.hero" color="white" py={{ base: '14', md: '16' }}>
      <Container maxW={CONTENT_WIDTH}>
        <Reveal>
          <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} justify="space-between" gap="8">
            <Stack gap="3" maxW="2xl">
              <Text color="blue.200" textStyle="overline">
                Careers
              </Text>
              <Heading as="h2" id="careers-heading" textStyle="sectionTitle">
                Build your career with us
              </Heading>
              <Text color="gray.200" textStyle="lead">
                We are a young firm with experienced people. If you want varied, meaningful work, real responsibility and colleagues who share what they know,
                we would like to hear from you.
              </Text>
            </Stack>
            <ArrowLinkButton href="/careers" bg="white" color="navy.800" _hover={{ bg: 'gray.100' }} flexShrink={0}>
              View Open Positions
            </ArrowLinkButton>
          </Flex>
        </Reveal>
      </Container>
    </Box>
  );
}
