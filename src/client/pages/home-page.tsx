import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { trpc } from '../lib/trpc';

export function HomePage() {
  const settings = trpc.settings.get.useQuery();
  const services = trpc.services.list.useQuery();
  const company = settings.data?.data.company;
  return (
    <Container maxW="5xl" py="16">
      <Heading as="h1" size="3xl">
        {settings.data?.data.homepage.headline ?? 'IDEAS ENGINEERED FOR IMPACT'}
      </Heading>
      {company && <Text mt="4">{company.description}</Text>}
      <Box as="ul" mt="8">
        {services.data?.data.map((service) => (
          <li key={service.id}>{service.title}</li>
        ))}
      </Box>
    </Container>
  );
}
