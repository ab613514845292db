import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, ChevronDown } from 'lucide-react';
import type { ServiceDto } from '../../../modules/services/service.schema';
import { ACCORDION_ATTRIBUTE } from '../../lib/accordion';
import { pageAction } from '../../lib/page-actions';
import { FeatureList } from './feature-list';
import { ServiceIconBadge } from './icon-badge';
import { truncate } from './truncate';

const WHEN_EXPANDED = '[aria-expanded=true] &';

/**
 * One service open at a time; opening another closes the first, and the open one can be closed.
 * The WAI-ARIA accordion pattern (a heading wraps each trigger button, which controls its region),
 * rendered by the server and opened by plain DOM (lib/accordion.ts): the first tap needs no React.
 * Every look that follows the open state is CSS on `aria-expanded`.
 */
export function ServicesAccordion({ services }: { services: ServiceDto[] }) {
  return (
    <Box display="grid" gap="4" {...{ [ACCORDION_ATTRIBUTE]: '' }}>
      {services.map((service) => {
        const triggerId = `service-${service.id}-trigger`;
        const panelId = `service-${service.id}-panel`;
        return (
          <Box
            key={service.id}
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
            boxShadow="xs"
            transition="box-shadow 0.2s, border-color 0.2s"
            overflow="hidden"
            css={{ '&:has([aria-expanded=true])': { borderColor: 'blue.500', boxShadow: 'md' } }}
          >
            <Heading as="h3" m="0">
              <chakra.button
                id={triggerId}
                type="button"
                aria-expanded={false}
                aria-controls={panelId}
                {...pageAction('toggle-accordion')}
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
                  {/* Inside the heading, but body text: the text face, not the display one. */}
                  <Text as="span" color="fg.muted" textStyle="caption" fontWeight="normal" fontFamily="body" css={{ [WHEN_EXPANDED]: { display: 'none' } }}>
                    {truncate(service.description)}
                  </Text>
                </Stack>
                <Box as="span" color="fg.muted" transition="transform 0.2s" css={{ [WHEN_EXPANDED]: { transform: 'rotate(180deg)' } }}>
                  <ChevronDown size={20} aria-hidden />
                </Box>
              </chakra.button>
            </Heading>
            <Box id={panelId} role="region" aria-labelledby={triggerId} hidden px={{ base: '4', md: '6' }} pt="0" pb="6">
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
