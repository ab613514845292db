import { Box, chakra, Stack } from '@chakra-ui/react';
import { scrollToSection } from '../../lib/scroll';
import { useActiveSection } from '../../lib/use-active-section';
import { useScrolledPast } from '../../lib/use-scroll-y';
import { DOT_SECTION_IDS, DOT_SECTIONS, DOTS_THRESHOLD } from './home-sections';

/** The spec's right-hand dot navigator; only on wide screens and once the visitor has started scrolling. */
export function SectionDots() {
  const visible = useScrolledPast(DOTS_THRESHOLD);
  const active = useActiveSection(DOT_SECTION_IDS, visible);
  if (!visible) return null;
  return (
    <Box
      as="nav"
      aria-label="Page sections"
      display={{ base: 'none', lg: 'block' }}
      position="fixed"
      right="5"
      top="50%"
      transform="translateY(-50%)"
      zIndex="docked"
    >
      <Stack as="ul" listStyleType="none" gap="4" align="flex-end">
        {DOT_SECTIONS.map((section) => {
          const current = active === section.id;
          return (
            <li key={section.id}>
              <chakra.button
                type="button"
                className="group"
                aria-label={section.label}
                aria-current={current ? 'location' : undefined}
                onClick={() => scrollToSection(section.id)}
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
                  boxSize={current ? '3.5' : '2.5'}
                  borderRadius="full"
                  borderWidth="2px"
                  borderColor="blue.500"
                  bg={current ? 'blue.500' : 'bg.panel'}
                  boxShadow="sm"
                  transition="all 0.2s"
                  _groupHover={{ bg: 'blue.500' }}
                />
              </chakra.button>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
