import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = { title: string; size?: 'md' | 'lg' | 'xl'; closeLabel: string; onClose: () => void; children: ReactNode };

/** The dashboard's one shell for a dialog that shows something (a history, a list to restore from): open while mounted. */
export function ViewDialog({ title, size = 'lg', closeLabel, onClose, children }: Props) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body py="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
