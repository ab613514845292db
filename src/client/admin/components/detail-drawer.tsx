import { Drawer } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SideDrawer } from './side-drawer';

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
    <SideDrawer open={open} title={title} onClose={onClose}>
      <Drawer.Body py="6">{children}</Drawer.Body>
      {footer && (
        <Drawer.Footer borderTopWidth="1px" justifyContent="space-between" flexWrap="wrap" gap="3">
          {footer}
        </Drawer.Footer>
      )}
    </SideDrawer>
  );
}
