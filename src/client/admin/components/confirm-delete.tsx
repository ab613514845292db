import { Button, Dialog } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { AlertDialog } from './alert-dialog';

type Props = {
  /** What is being deleted, in words: "the service “Strategy & Advisory”". */
  subject: string;
  onConfirm: () => Promise<unknown> | void;
  trigger: ReactElement;
  /** What becomes of it, when a delete can be undone ("It can be brought back from Recently deleted…"). */
  afterwards?: string;
};

/** Every delete asks first; the dialog stays open (busy) until the delete has finished. */
export function ConfirmDelete({ subject, onConfirm, trigger, afterwards }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title="Delete?"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" loading={busy} onClick={confirm}>
            Delete
          </Button>
        </>
      }
    >
      {afterwards ? `This will delete ${subject}. ${afterwards}` : `This will permanently delete ${subject}. This cannot be undone.`}
    </AlertDialog>
  );
}
