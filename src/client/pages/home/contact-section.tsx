import { Card, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Island } from '../../islands/island';
import { Reveal } from '../../components/ui/reveal';
import { Section } from '../../components/ui/section';
import { useSiteSettings } from '../../lib/site-context';
import { ArrowLinkButton } from '../../components/ui/arrow-link-button';
import { ContactLine } from '../../components/ui/contact-line';

export function ContactSection() {
  const { company } = useSiteSettings();
  return (
    <Section id="contact" alt aria-labelledby="contact-heading">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1.4fr' }} gap={{ base: '10', lg: '14' }} alignItems="start">
        <Reveal>
          <Stack gap="5">
            <Text color="accent" textStyle="overline">
              Let's talk
            </Text>
            <Heading as="h2" id="contact-heading" textStyle="sectionTitle">
              Ready to Transform Your Organisation?
            </Heading>
            <Text color="fg.muted" textStyle="lead">
              Tell us about the change you are planning or the programme that is not going to plan. A senior consultant will reply within one working day to
              arrange a no-obligation conversation.
            </Text>
            <Stack gap="3" pt="2">
              <ContactLine kind="email" value={company.email} color="accent" iconSize={18} gap="3" />
              {company.phone && <ContactLine kind="phone" value={company.phone} color="accent" iconSize={18} gap="3" />}
            </Stack>
            <Flex pt="2">
              <ArrowLinkButton href="/contact" colorPalette="blue" variant="outline">
                Get in Touch
              </ArrowLinkButton>
            </Flex>
          </Stack>
        </Reveal>
        {/* Not revealed on scroll: scrollToContact focuses this form and it must never be invisible then. */}
        <Card.Root variant="outline" boxShadow="md" bg="bg.panel">
          <Card.Body p={{ base: '5', md: '8' }}>
            <Island name="contact-form" />
          </Card.Body>
        </Card.Root>
      </Grid>
    </Section>
  );
}
