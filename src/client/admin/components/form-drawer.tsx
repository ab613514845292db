import { Button, Dialog, Drawer, Stack } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AlertDialog } from './alert-dialog';
import { SideDrawer } from './side-drawer';
import { useUnsavedChanges } from './unsaved-changes';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Usually react-hook-form's handleSubmit(save). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Values were changed and not saved: closing asks first, and so does leaving the page. */
  dirty?: boolean;
  busy?: boolean;
  submitLabel?: string;
  /** More buttons beside Save (an editorial item's Preview and Publish). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
};

/**
 * A side drawer holding a form with Cancel/Save: <FormDrawer open title onClose onSubmit={handleSubmit(save)} dirty busy>fields</FormDrawer>.
 * It cannot be closed while busy; Ctrl+S (⌘S) saves; closing it with unsaved changes asks first.
 */
export function FormDrawer({ open, title, onClose, onSubmit, dirty = false, busy = false, submitLabel = 'Save', actions, size = 'md', children }: Props) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const close = () => (dirty ? setConfirmingClose(true) : onClose());
  // The browser asks before a tab with unsaved changes closes or reloads; the section switcher asks too.
  useUnsavedChanges(open && dirty);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey)) return;
      // The browser's "Save page" would download the dashboard instead.
      event.preventDefault();
      if (!busy) formRef.current?.requestSubmit();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, busy]);

  return (
    <SideDrawer open={open} title={title} onClose={close} size={size} locked={busy}>
      <Drawer.Body py="6">
        <form id={formId} ref={formRef} onSubmit={onSubmit} noValidate>
          <Stack gap="5">{children}</Stack>
        </form>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px">
        <Button variant="outline" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={formId} colorPalette="blue" variant={actions ? 'outline' : 'solid'} loading={busy} loadingText="Saving...">
          {submitLabel}
        </Button>
        {actions}
      </Drawer.Footer>
      <AlertDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title="Discard your changes?"
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Keep editing</Button>
            </Dialog.ActionTrigger>
            <Button
              colorPalette="red"
              onClick={() => {
                setConfirmingClose(false);
                onClose();
              }}
            >
              Discard changes
            </Button>
          </>
        }
      >
        What you changed in this form has not been saved.
      </AlertDialog>
    </SideDrawer>
  );
}
