import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { BRAND_FONT_STACKS } from './brand-fonts';
import { chakraTheme } from './chakra-theme';
import { TYPE_SCALE } from './type-scale';

const brand = defineConfig({
  globalCss: {
    html: { scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' } },
    body: { bg: 'bg', color: 'fg' },
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      top: '2',
      zIndex: 'skipNav',
      bg: 'bg.panel',
      color: 'fg',
      px: '4',
      py: '2',
      borderRadius: 'md',
      boxShadow: 'md',
      _focus: { left: '2' },
    },
    // Plain links and other focusable elements without a recipe get the same ring as Chakra's controls.
    ':where(a, [tabindex]):focus-visible': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'gray.focusRing',
      outlineOffset: '2px',
    },
    // A field focused by a script (the first invalid one after a submit) stops below the fixed header
    // (64px, components/layout/header.tsx) with room for its label.
    ':where(input, select, textarea)': { scrollMarginTop: '112px' },
    // Touch screens: every form control is at least 44px tall (WCAG 2.5.5), whatever its recipe's size.
    ':where(form) :where(input:not([type=checkbox], [type=radio], [type=hidden]), select, textarea, button)': {
      mdDown: { minHeight: '44px' },
    },
    // lib/page-toast.ts: the notice of a plain-DOM action, like the islands' toasts at the bottom.
    '.page-toast': {
      position: 'fixed',
      left: { base: '4', md: 'auto' },
      right: { base: '4', md: '6' },
      bottom: '6',
      zIndex: 'toast',
      maxW: { md: 'sm' },
      px: '4',
      py: '3',
      borderRadius: 'l2',
      bg: 'navy.800',
      color: 'white',
      boxShadow: 'lg',
      fontSize: 'sm',
      fontWeight: 'medium',
      transition: 'opacity 0.2s',
      '&[data-shown=false]': { opacity: 0, pointerEvents: 'none' },
    },
    // Island containers (islands/island.tsx) take no part in layout.
    '[data-island]': { display: 'contents' },
    // <Reveal> blocks: lib/reveal-on-scroll.ts hides those below the reveal point, then shows them.
    '[data-reveal]': { transition: 'opacity 0.6s ease-out, transform 0.6s ease-out' },
    '[data-reveal=hidden]': { opacity: 0, transform: 'translateY(24px)' },
    '*, *::before, *::after': {
      _motionReduce: { transitionDuration: '0.01ms !important', animationDuration: '0.01ms !important' },
    },
  },
  theme: {
    textStyles: TYPE_SCALE,
    tokens: {
      colors: {
        navy: {
          700: { value: '#12305A' },
          800: { value: '#0B1F3A' },
          900: { value: '#081427' },
        },
        // The dark theme's neutrals: the brand navy, lightened step by step, instead of a grey near-black.
        ink: {
          300: { value: '#B7C3D6' },
          400: { value: '#8C9CB6' },
          600: { value: '#2D4670' },
          700: { value: '#1F355A' },
          800: { value: '#152845' },
          850: { value: '#101F38' },
          900: { value: '#0C182C' },
        },
      },
      // Self-hosted, subset brand faces (lib/brand-fonts.ts, made by scripts/subset-fonts.ts).
      fonts: {
        heading: { value: BRAND_FONT_STACKS.heading },
        body: { value: BRAND_FONT_STACKS.body },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's neutrals, dark values from the navy `ink` scale (light values are Chakra's own).
        // Contrast in the dark theme: fg.muted 10:1 and fg.subtle 6.4:1 on bg, 8.3:1 and 5.3:1 on the alternate surface.
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.ink.900}' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.ink.850}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.ink.800}' } },
          emphasized: { value: { _light: '{colors.gray.200}', _dark: '{colors.ink.700}' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.ink.850}' } },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.ink.700}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.ink.800}' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.ink.850}' } },
          emphasized: { value: { _light: '{colors.gray.300}', _dark: '{colors.ink.600}' } },
        },
        fg: {
          muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.ink.300}' } },
          subtle: { value: { _light: '{colors.gray.400}', _dark: '{colors.ink.400}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
        // Section backgrounds that alternate down a page: in the dark theme two distinct navies.
        surface: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.ink.900}' } },
          alt: { value: { _light: '#F5F7FB', _dark: '{colors.ink.800}' } },
          hero: { value: { _light: '{colors.navy.800}', _dark: '{colors.navy.800}' } },
        },
        accent: {
          DEFAULT: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
        // Contrast (WCAG AA): error text 4.5:1 on white and the alternate surface (fg.error above); white on solid
        // blue buttons 4.5:1 even in their 90% hover shade; focus rings 3:1 on every surface.
        blue: {
          solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.700}' } },
        },
        gray: {
          focusRing: { value: { _light: '{colors.blue.500}', _dark: '{colors.blue.500}' } },
        },
      },
    },
  },
});

/** The site's system with more of Chakra's config on top (the dashboard adds the recipes only it renders). */
export const systemWith = (...more: ReturnType<typeof defineConfig>[]) => createSystem(defaultBaseConfig, chakraTheme, brand, ...more);

export const system = systemWith();
