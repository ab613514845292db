import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/**
 * The spec's toasts: one at a time, shown for 5000 ms. Bottom left: the dashboard's drawers open on the
 * right, and a toast must not cover their Save and Publish buttons.
 */
export const toaster = createToaster({ placement: 'bottom-start', max: 1, duration: 5000, pauseOnPageIdle: true });

/** Loaded with the first toast (see toaster.tsx). */
export default function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Chakra's success green (green.600 under white text) is below 4.5:1; green.700 is 5:1.
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'} bg={toast.type === 'success' ? 'green.700' : undefined}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
