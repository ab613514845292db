import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { ApiKeyDto, CreatedApiKeyDto } from '../../../../modules/api-keys/api-key.schema';

/** The new key's secret, the one time the server tells it: copy it now, it cannot be shown again. */
export function ApiKeySecretNotice({ row, onClose }: { row: ApiKeyDto; onClose: () => void }) {
  const { secret } = row as CreatedApiKeyDto;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    // Closed by Done only: the drawer it follows hands focus back as it closes, which must not dismiss the secret.
    <Dialog.Root open role="alertdialog" closeOnInteractOutside={false} closeOnEscape={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>API key “{row.name}” created</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  Copy the key now and store it in the integration’s secret settings. It is shown this once; if it is lost, revoke it and create another.
                </Text>
                <Input readOnly value={secret} aria-label="API key" fontFamily="mono" onFocus={(e) => e.currentTarget.select()} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={copy}>
                <Copy aria-hidden /> {copied ? 'Copied' : 'Copy'}
              </Button>
              <Button colorPalette="blue" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
