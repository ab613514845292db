import { Accordion, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ServiceDto } from '../../../modules/services/service.schema';
import { FeatureList } from './feature-list';
import { ServiceIconBadge } from './icon-badge';
import { truncate } from './truncate';

/** One service open at a time; opening another closes the first, and the open one can be closed. */
export function ServicesAccordion({ services }: { services: ServiceDto[] }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion.Root collapsible value={open} onValueChange={(details) => setOpen(details.value)} variant="plain" display="grid" gap="4">
      {services.map((service) => {
        const value = String(service.id);
        const expanded = open.includes(value);
        return (
          <Accordion.Item
            key={service.id}
            value={value}
            bg="bg.panel"
            borderWidth="1px"
            borderColor={expanded ? 'blue.500' : 'border'}
            borderRadius="xl"
            boxShadow={expanded ? 'md' : 'xs'}
            transition="box-shadow 0.2s, border-color 0.2s"
            overflow="hidden"
          >
            {/* The heading wraps the trigger (WAI-ARIA accordion pattern) so the titles stay in the page outline. */}
            <Heading as="h3" m="0">
              <Accordion.ItemTrigger px={{ base: '4', md: '6' }} py="5" gap="4" cursor="pointer" alignItems="center" _hover={{ bg: 'bg.muted' }}>
                <ServiceIconBadge iconType={service.iconType} />
                <Stack as="span" gap="1" flex="1" textAlign="start">
                  <Text as="span" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" color="fg">
                    {service.title}
                  </Text>
                  {!expanded && (
                    <Text as="span" color="fg.muted" fontSize="sm" fontWeight="normal">
                      {truncate(service.description)}
                    </Text>
                  )}
                </Stack>
                <Accordion.ItemIndicator color="fg.muted" />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody px={{ base: '4', md: '6' }} pt="0" pb="6">
                <Box borderTopWidth="1px" borderColor="border" pt="5">
                  <Text fontSize="md" lineHeight="tall">
                    {service.description}
                  </Text>
                  {service.features.length > 0 && (
                    <Box mt="6">
                      <Heading as="h4" size="sm" mb="3" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
                        Key Features &amp; Benefits
                      </Heading>
                      <FeatureList features={service.features} />
                    </Box>
                  )}
                  <Flex mt="6">
                    <Button asChild colorPalette="blue" size="sm">
                      <Link href={`/service/${service.id}`}>
                        View Full Details <ArrowRight size={16} aria-hidden />
                      </Link>
                    </Button>
                  </Flex>
                </Box>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
