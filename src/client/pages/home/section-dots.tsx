import { Box, chakra, Stack } from '@chakra-ui/react';
import { DOT_SECTIONS } from './home-sections';
import { SCROLL_AID_ATTRIBUTE, SECTION_DOT_ATTRIBUTE } from './scroll-aids';

const CURRENT = '[aria-current=location] > &';

/**
 * The spec's right-hand dot navigator; only on wide screens. Hidden until the visitor has scrolled;
 * the page script (scroll-aids.ts) shows it, marks the section in view and scrolls on a click.
 */
export function SectionDots() {
  return (
    <Box
      as="nav"
      aria-label="Page sections"
      hidden
      {...{ [SCROLL_AID_ATTRIBUTE]: 'dots' }}
      display={{ base: 'none', lg: 'block' }}
      position="fixed"
      right="5"
      top="50%"
      transform="translateY(-50%)"
      zIndex="docked"
    >
      <Stack as="ul" listStyleType="none" gap="4" align="flex-end">
        {DOT_SECTIONS.map((section) => (
          <li key={section.id}>
            <chakra.button
              type="button"
              className="group"
              aria-label={section.label}
              {...{ [SECTION_DOT_ATTRIBUTE]: section.id }}
              display="flex"
              alignItems="center"
              gap="3"
              p="1"
              cursor="pointer"
              borderRadius="full"
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
            >
              <Box
                aria-hidden
                bg="bg.panel"
                color="fg"
                fontSize="xs"
                fontWeight="semibold"
                px="2.5"
                py="1"
                borderRadius="md"
                boxShadow="md"
                borderWidth="1px"
                opacity="0"
                transform="translateX(4px)"
                transition="opacity 0.15s, transform 0.15s"
                pointerEvents="none"
                _groupHover={{ opacity: 1, transform: 'none' }}
                _groupFocusVisible={{ opacity: 1, transform: 'none' }}
              >
                {section.label}
              </Box>
              <Box
                boxSize="2.5"
                borderRadius="full"
                borderWidth="2px"
                borderColor="blue.500"
                bg="bg.panel"
                boxShadow="sm"
                transition="all 0.2s"
                _groupHover={{ bg: 'blue.500' }}
                css={{ [CURRENT]: { boxSize: '3.5', bg: 'blue.500' } }}
              />
            </chakra.button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
