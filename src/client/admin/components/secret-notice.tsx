import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { useState } from 'react';

type Props = {
  /** "API key “CRM” created". */
  title: string;
  /** Where to keep it, and what to do if it is lost. */
  advice: string;
  /** The field's accessible name: "API key". */
  label: string;
  secret: string;
  onClose: () => void;
};

/** A secret the server tells once (an API key, a webhook's signing secret): copy it now, it cannot be shown again. */
export function SecretNotice({ title, advice, label, secret, onClose }: Props) {
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
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{advice}</Text>
                <Input readOnly value={secret} aria-label={label} fontFamily="mono" onFocus={(e) => e.currentTarget.select()} />
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
