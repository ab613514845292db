import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const COOKIE_NOTICE_DELAY_MS = 1000;

/** Shown 1 s after load until consent is stored; "Customize Settings" is a placeholder for now. */
export function CookieNotice() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (window.localStorage.getItem(COOKIE_CONSENT_KEY)) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <Box
      role="region"
      aria-label="Cookie notice"
      position="fixed"
      bottom={{ base: '20', md: '4' }}
      insetX="4"
      mx="auto"
      maxW="3xl"
      zIndex="banner"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="lg"
      p="5"
    >
      <Flex direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }}>
        <Text fontSize="sm" flex="1">
          We use cookies to keep the site working and to understand how it is used. You can accept all cookies or choose which ones to
          allow.
        </Text>
        <Flex gap="2" flexShrink={0}>
          <Button size="sm" variant="outline" onClick={() => window.alert('Cookie preferences would appear here in a modal.')}>
            Customize Settings
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => {
              window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
              setVisible(false);
            }}
          >
            Accept All
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
