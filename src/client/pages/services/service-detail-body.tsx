import { Box, Card, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ServiceDto } from '../../../modules/services/service.schema';
import { ConsultationButton } from './consultation-button';
import { FeatureList } from './feature-list';
import { PhaseImage } from './phase-image';
import { PHASE_LABELS, servicePhase } from './service-phase';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The long description, key features and the consultation call to action. */
export function ServiceDetailBody({ service }: { service: ServiceDto }) {
  const phase = servicePhase(service.id);
  const body = paragraphs(service.longDescription);

  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap={{ base: '10', lg: '14' }} alignItems="start">
      <Stack gap="5">
        <Heading as="h2" textStyle="subTitle">
          About this service
        </Heading>
        {body.length > 0 ? (
          body.map((paragraph, index) => (
            <Text key={index} textStyle="lead">
              {paragraph}
            </Text>
          ))
        ) : (
          <Text textStyle="lead" color="fg.muted">
            More detailed information about this service will be available soon. In the meantime, get in touch and we will be happy to talk you through how it
            could help your organisation.
          </Text>
        )}
      </Stack>

      <Stack gap="6">
        <Card.Root variant="outline" borderRadius="xl" boxShadow="sm">
          <Card.Body p="6">
            <Heading as="h2" textStyle="cardTitle" mb="4">
              Key Features
            </Heading>
            <FeatureList features={service.features} />
          </Card.Body>
        </Card.Root>

        <Card.Root variant="outline" borderRadius="xl" bg="surface.alt">
          <Card.Body p="6">
            <Flex gap="4" align="center">
              <PhaseImage phase={phase} size={40} />
              <Box>
                <Text textStyle="caption" color="fg.muted">
                  Method phase
                </Text>
                <Text fontWeight="semibold" textStyle="lead">
                  {PHASE_LABELS[phase]}
                </Text>
              </Box>
            </Flex>
            <Text mt="5" color="fg.muted">
              Not sure whether this is the right fit? A short, no-obligation conversation is usually the quickest way to find out.
            </Text>
            <ConsultationButton />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Grid>
  );
}
