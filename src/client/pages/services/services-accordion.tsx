import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { ServiceDto } from '../../../modules/services/service.schema';
import { FeatureList } from './feature-list';
import { ServiceIconBadge } from './icon-badge';
import { truncate } from './truncate';

/**
 * One service open at a time; opening another closes the first, and the open one can be closed.
 * The WAI-ARIA accordion pattern by hand (a heading wraps each trigger button, which controls its
 * region) rather than Chakra's Accordion: its state machine would be a tenth of the page's script.
 */
export function ServicesAccordion({ services }: { services: ServiceDto[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  return (
    <Box display="grid" gap="4">
      {services.map((service) => {
        const expanded = openId === service.id;
        const triggerId = `${baseId}-trigger-${service.id}`;
        const panelId = `${baseId}-panel-${service.id}`;
        return (
          <Box
            key={service.id}
            bg="bg.panel"
            borderWidth="1px"
            borderColor={expanded ? 'blue.500' : 'border'}
            borderRadius="xl"
            boxShadow={expanded ? 'md' : 'xs'}
            transition="box-shadow 0.2s, border-color 0.2s"
            overflow="hidden"
          >
            <Heading as="h3" m="0">
              <chakra.button
                id={triggerId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpenId(expanded ? null : service.id)}
                display="flex"
                width="full"
                alignItems="center"
                textAlign="start"
                px={{ base: '4', md: '6' }}
                py="5"
                gap="4"
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'gray.focusRing', outlineOffset: '-2px' }}
              >
                <ServiceIconBadge iconType={service.iconType} />
                <Stack as="span" gap="1" flex="1" textAlign="start">
                  <Text as="span" textStyle="lead" fontWeight="semibold" color="fg">
                    {service.title}
                  </Text>
                  {!expanded && (
                    // Inside the heading, but body text: the text face, not the display one.
                    <Text as="span" color="fg.muted" textStyle="caption" fontWeight="normal" fontFamily="body">
                      {truncate(service.description)}
                    </Text>
                  )}
                </Stack>
                <Box as="span" color="fg.muted" transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.2s">
                  <ChevronDown size={20} aria-hidden />
                </Box>
              </chakra.button>
            </Heading>
            <Box id={panelId} role="region" aria-labelledby={triggerId} hidden={!expanded} px={{ base: '4', md: '6' }} pt="0" pb="6">
              <Box borderTopWidth="1px" borderColor="border" pt="5">
                <Text textStyle="body">{service.description}</Text>
                {service.features.length > 0 && (
                  <Box mt="6">
                    <Heading as="h4" textStyle="overline" mb="3" color="fg.muted">
                      Key Features &amp; Benefits
                    </Heading>
                    <FeatureList features={service.features} />
                  </Box>
                )}
                <Flex mt="6">
                  <Button asChild colorPalette="blue" size="sm">
                    <a href={`/service/${service.id}`}>
                      View Full Details <ArrowRight size={16} aria-hidden />
                    </a>
                  </Button>
                </Flex>
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
