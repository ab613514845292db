import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CONTENT_WIDTH } from './section';

/** The dark band that opens every inner page, under the fixed header. */
export function PageHero({ title, subtitle, eyebrow, children }: { title: string; subtitle?: ReactNode; eyebrow?: ReactNode; children?: ReactNode }) {
  return (
    <Box bg="surface.hero" color="white" py={{ base: '14', md: '20' }}>
      <Container maxW={CONTENT_WIDTH}>
        {eyebrow && (
          <Box mb="3" color="blue.200" textStyle="overline">
            {eyebrow}
          </Box>
        )}
        <Heading as="h1" textStyle="pageTitle">
          {title}
        </Heading>
        {subtitle && (
          <Text mt="4" textStyle="lead" color="gray.200" maxW="3xl">
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
