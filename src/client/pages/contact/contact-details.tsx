import { Box, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Clock, Headset, Mail, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSiteSettings } from '../../lib/site-context';
import { PANEL_PROPS } from '../../components/ui/surfaces';

export const CONTACT_HOURS = 'Monday - Friday: 9am - 6pm GMT';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

function DetailRow({ Icon, title, children }: { Icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Flex gap="4" align="flex-start">
      <Flex flexShrink={0} align="center" justify="center" boxSize="11" borderRadius="lg" bg="blue.subtle" color="blue.fg" aria-hidden>
        <Icon size={20} />
      </Flex>
      <Box>
        <Heading as="h3" textStyle="cardTitle">
          {title}
        </Heading>
        <Box mt="1" color="fg.muted">
          {children}
        </Box>
      </Box>
    </Flex>
  );
}

export function ContactDetails() {
  const { company } = useSiteSettings();
  return (
    <Stack gap="6">
      <Stack gap="6" {...PANEL_PROPS} p={{ base: '6', md: '8' }}>
        <Heading as="h2" textStyle="subTitle">
          Contact details
        </Heading>
        <DetailRow Icon={Mail} title="Email">
          <ChakraLink href={`mailto:${company.email}`} color="accent" wordBreak="break-word">
            {company.email}
          </ChakraLink>
        </DetailRow>
        <DetailRow Icon={MapPin} title="London office">
          <Text as="address" fontStyle="normal">
            {company.address}
          </Text>
        </DetailRow>
        <DetailRow Icon={Clock} title="Office hours">
          <Text>{CONTACT_HOURS}</Text>
        </DetailRow>
      </Stack>
      <Box as="aside" aria-labelledby="assistance-heading" bg="surface.hero" color="white" borderRadius="xl" p={{ base: '6', md: '8' }}>
        <Flex gap="3" align="center">
          <Headset size={24} aria-hidden />
          <Heading as="h2" id="assistance-heading" textStyle="cardTitle">
            Need immediate assistance?
          </Heading>
        </Flex>
        <Text mt="3" color="gray.200">
          For an urgent question about a live engagement, call our support line during office hours.
        </Text>
        {company.phone && (
          <ChakraLink
            href={telHref(company.phone)}
            mt="4"
            display="inline-block"
            color="white"
            textStyle="subTitle"
            textDecoration="underline"
            textUnderlineOffset="4px"
          >
            {company.phone}
          </ChakraLink>
        )}
      </Box>
    </Stack>
  );
}
