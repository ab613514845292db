import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';

type Props = {
  /** What is being deleted, in words: "the service “Strategy & Advisory”". */
  subject: string;
  onConfirm: () => Promise<unknown> | void;
  trigger: ReactElement;
};

/** Every delete asks first; the dialog stays open (busy) until the delete has finished. */
export function ConfirmDelete({ subject, onConfirm, trigger }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>This will permanently delete {subject}. This cannot be undone.</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onConfirm();
                    setOpen(false);
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
