import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#EEF4FF' },
          100: { value: '#DBE6FE' },
          500: { value: '#3B82F6' },
          600: { value: '#1D4ED8' },
          800: { value: '#0B1F3A' },
          900: { value: '#081427' },
        },
      },
      fonts: {
        heading: { value: 'Inter, "Segoe UI", Roboto, Arial, sans-serif' },
        body: { value: 'Inter, "Segoe UI", Roboto, Arial, sans-serif' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, brand);
