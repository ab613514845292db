import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when the dialog owns its opening. */
  trigger?: ReactElement;
  title: ReactNode;
  children: ReactNode;
  /** The actions; a Cancel inside `<Dialog.ActionTrigger>` closes it. */
  footer: ReactNode;
  /** false: closed only by its own buttons (a secret shown once must not vanish on a stray click or Esc). */
  dismissible?: boolean;
};

/** The dashboard's one shell for a question or notice that stops the work until answered (role alertdialog). */
export function AlertDialog({ open, onOpenChange, trigger, title, children, footer, dismissible = true }: Props) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => onOpenChange(e.open)} closeOnInteractOutside={dismissible} closeOnEscape={dismissible}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
