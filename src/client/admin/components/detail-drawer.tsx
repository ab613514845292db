import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Actions for the record (status, delete…), along the bottom. */
  footer?: ReactNode;
};

/** A read-only record in a side drawer: <DetailDrawer open title onClose footer={…}><DetailFields items={…} /></DetailDrawer>. */
export function DetailDrawer({ open, title, onClose, children, footer }: Props) {
  return (
    <Drawer.Root open={open} size="md" placement="end" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="6">{children}</Drawer.Body>
            {footer && (
              <Drawer.Footer borderTopWidth="1px" justifyContent="space-between" flexWrap="wrap" gap="3">
                {footer}
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
