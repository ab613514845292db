import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The spec's data-page states: a loading indicator, then an error, empty or the content. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="accent" aria-hidden />
      <Text srOnly>{label}</Text>
    </Center>
  );
}

export function ErrorState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Box py="12" textAlign="center" role="alert">
      <Text textStyle="lead" color="fg.error">
        {message}
      </Text>
      {children}
    </Box>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Box py="12" textAlign="center">
      <Text textStyle="lead" color="fg.muted">
        {message}
      </Text>
      {children}
    </Box>
  );
}
