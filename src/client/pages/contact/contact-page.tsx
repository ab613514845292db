import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { Island } from '../../islands/island';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteSettings } from '../../lib/site-context';
import { ContactDetails } from './contact-details';
import { PANEL_PROPS } from '../../components/ui/surfaces';

export function ContactPage() {
  const { company } = useSiteSettings();
  usePageMeta({
    title: 'Contact Us',
    description: `Talk to ${company.name} about business analysis, project management or digital transformation. Send us a message or call our London office.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Get in touch"
        title="Contact Us"
        subtitle="Tell us about the change you are planning or the programme that needs a fresh pair of eyes. A senior consultant will reply within one working day."
      />
      <Section alt>
        <Grid templateColumns={{ base: '1fr', lg: '1.6fr 1fr' }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Box as="section" id="contact" {...PANEL_PROPS} p={{ base: '5', md: '8' }} aria-labelledby="contact-form-heading">
            <Heading as="h2" id="contact-form-heading" textStyle="subTitle">
              Send Us a Message
            </Heading>
            <Text mt="2" mb="6" color="fg.muted">
              Fields marked with an asterisk are required.
            </Text>
            <Island name="contact-form" />
          </Box>
          <ContactDetails />
        </Grid>
      </Section>
    </>
  );
}
