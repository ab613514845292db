import { Box, Container, Flex, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { ContactLine } from '../ui/contact-line';
import { ResponsiveImage } from '../ui/responsive-image';
import { CONTENT_WIDTH } from '../ui/section';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../ui/social-icons';
import { useSiteSettings } from '../../lib/site-context';
import { QUICK_LINKS } from './nav-items';
import { isLinkUrl } from '../../../shared/link-urls';
import { Island } from '../../islands/island';
import { KEEPS_CONTACT_BUTTON_AWAY } from '../../lib/contact-button-visibility';

const keepsContactButtonAway = { [KEEPS_CONTACT_BUTTON_AWAY]: '' };

/** The privacy policy's section on cookies and browser storage (pages/legal/privacy-rights.tsx). */
export const COOKIE_POLICY_HREF = '/privacy#cookies-and-similar-technologies';

export const BUSINESS_HOURS = 'Mon-Fri 9:00 AM - 6:00 PM';

export function Footer() {
  const { company, social, legal, logo, newsletter } = useSiteSettings();
  const socialLinks = [
    { label: 'LinkedIn', href: social.linkedin, Icon: LinkedinIcon },
    { label: 'Twitter', href: social.twitter, Icon: TwitterIcon },
    { label: 'Facebook', href: social.facebook, Icon: FacebookIcon },
    { label: 'Instagram', href: social.instagram, Icon: InstagramIcon },
  ].filter((link) => isLinkUrl(link.href));
  return (
    <Box as="footer" bg="navy.900" color="gray.200" pt="14" pb="8">
      <Container maxW={CONTENT_WIDTH}>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '2fr 1fr 1.5fr 1fr' }} gap="10">
          <Stack gap="4">
            <ResponsiveImage src={logo.dark} alt={company.name} htmlWidth={160} htmlHeight={32} sizes="160px" w="160px" h="32px" />
            <Text textStyle="caption" color="gray.300" maxW="sm">
              {company.tagline}
            </Text>
            <Flex gap="3" aria-label="Social media">
              {socialLinks.map(({ label, href, Icon }) => (
                <ChakraLink key={label} href={href} target="_blank" rel="noopener noreferrer" aria-label={label} color="gray.200" _hover={{ color: 'white' }}>
                  <Icon size={20} aria-hidden />
                </ChakraLink>
              ))}
            </Flex>
          </Stack>
          <Stack as="nav" aria-label="Quick links" gap="2">
            <Heading as="h2" textStyle="overline" color="white">
              Quick Links
            </Heading>
            {QUICK_LINKS.map((link) => (
              <ChakraLink key={link.anchor} asChild color="gray.300" textStyle="caption" _hover={{ color: 'white' }}>
                <Link href={`/#${link.anchor}`}>{link.label}</Link>
              </ChakraLink>
            ))}
          </Stack>
          <Stack gap="3" textStyle="caption" color="gray.300">
            <Heading as="h2" textStyle="overline" color="white">
              Contact
            </Heading>
            <Flex gap="2" align="flex-start">
              <MapPin size={16} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
              <Text as="address" fontStyle="normal">
                {company.address}
              </Text>
            </Flex>
            <ContactLine kind="phone" value={company.phone} color="gray.300" iconSize={16} gap="2" />
            <ContactLine kind="email" value={company.email} color="gray.300" iconSize={16} gap="2" />
            <Text>{BUSINESS_HOURS}</Text>
          </Stack>
          <Stack as="nav" aria-label="Legal" gap="2" textStyle="caption" {...keepsContactButtonAway}>
            <Heading as="h2" textStyle="overline" color="white">
              Legal
            </Heading>
            <ChakraLink asChild color="gray.300" _hover={{ color: 'white' }}>
              <Link href="/privacy">Privacy Policy</Link>
            </ChakraLink>
            <ChakraLink asChild color="gray.300" _hover={{ color: 'white' }}>
              <Link href="/terms">Terms of Service</Link>
            </ChakraLink>
            <ChakraLink asChild color="gray.300" _hover={{ color: 'white' }}>
              <Link href={COOKIE_POLICY_HREF}>Cookie Policy</Link>
            </ChakraLink>
          </Stack>
        </Grid>
        <Island name="newsletter-signup" />
        {newsletter.showArchive && (
          <ChakraLink asChild mt="4" fontSize="sm" color="gray.300" _hover={{ color: 'white' }}>
            <Link href="/newsletter">Read past issues of the newsletter</Link>
          </ChakraLink>
        )}
        <Flex
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          justify="space-between"
          wrap="wrap"
          gap="3"
          textStyle="caption"
          color="gray.300"
          {...keepsContactButtonAway}
        >
          <Text>
            © {new Date().getFullYear()} {legal.companyLegalName}. All rights reserved.
          </Text>
          <Text>English (UK)</Text>
        </Flex>
      </Container>
    </Box>
  );
}
