import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** While set (a save in flight) the drawer cannot be closed. */
  locked?: boolean;
  /** The drawer's Drawer.Body and Drawer.Footer. */
  children: ReactNode;
};

/** The dashboard's side drawer: title bar, close button and backdrop around a body the caller gives. */
export function SideDrawer({ open, title, onClose, size = 'md', locked = false, children }: Props) {
  return (
    <Drawer.Root open={open} size={size} placement="end" onOpenChange={(e) => !e.open && !locked && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {children}
            <Drawer.CloseTrigger asChild disabled={locked}>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
