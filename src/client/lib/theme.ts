import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { chakraTheme } from './chakra-theme';

const brand = defineConfig({
  globalCss: {
    html: { scrollBehavior: 'smooth' },
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
  },
  theme: {
    tokens: {
      colors: {
        navy: {
          700: { value: '#12305A' },
          800: { value: '#0B1F3A' },
          900: { value: '#081427' },
        },
      },
      fonts: {
        heading: { value: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        // Section backgrounds that alternate down a page.
        surface: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
          alt: { value: { _light: '#F5F7FB', _dark: '{colors.gray.900}' } },
          hero: { value: { _light: '{colors.navy.800}', _dark: '{colors.navy.900}' } },
        },
        accent: {
          DEFAULT: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, brand);
