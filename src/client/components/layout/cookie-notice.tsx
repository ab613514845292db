import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { COOKIE_ACTION_ATTRIBUTE, COOKIE_NOTICE_TEMPLATE_ID, type CookieAction } from '../../lib/cookie-notice';
import { PANEL_PROPS } from '../ui/surfaces';

const action = (name: CookieAction) => ({ [COOKIE_ACTION_ATTRIBUTE]: name });

/** The cookie notice's markup, inert in a <template> until lib/cookie-notice.ts shows it. */
export function CookieNotice() {
  return (
    <template id={COOKIE_NOTICE_TEMPLATE_ID}>
      <Box
        role="region"
        aria-label="Cookie notice"
        position="fixed"
        bottom={{ base: '20', md: '4' }}
        insetX="4"
        mx="auto"
        maxW="3xl"
        zIndex="banner"
        {...PANEL_PROPS}
        borderRadius="lg"
        boxShadow="lg"
        p="5"
      >
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }}>
          <Text textStyle="caption" flex="1">
            We use cookies to keep the site working and to understand how it is used. You can accept all cookies or choose which ones to allow.
          </Text>
          <Flex gap="2" flexShrink={0}>
            <Button size="sm" variant="outline" {...action('customize')}>
              Customize Settings
            </Button>
            <Button size="sm" colorPalette="blue" {...action('accept')}>
              Accept All
            </Button>
          </Flex>
        </Flex>
      </Box>
    </template>
  );
}
