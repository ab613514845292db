import { Box, IconButton } from '@chakra-ui/react';
import { GripVertical } from 'lucide-react';
import { DRAG_INSTRUCTIONS, type DragOrder } from './use-drag-order';

const DRAG_INSTRUCTIONS_ID = 'drag-order-instructions';

/** Once per ordered list: the handles' instructions, and the live region that says where a moving row is. */
export function DragOrderAnnouncer({ announcement }: { announcement: string }) {
  return (
    <>
      <Box srOnly id={DRAG_INSTRUCTIONS_ID}>
        {DRAG_INSTRUCTIONS}
      </Box>
      <Box srOnly aria-live="assertive" aria-atomic="true" data-testid="drag-announcement">
        {announcement}
      </Box>
    </>
  );
}

type Props<Row extends { id: number }> = { order: DragOrder<Row>; row: Row; index: number; label: string; disabled?: boolean };

/** The handle a row of an ordered list is dragged by, or picked up with Space/Enter and moved with the arrow keys. */
export function DragHandle<Row extends { id: number }>({ order, row, index, label, disabled }: Props<Row>) {
  return (
    <IconButton
      size="xs"
      variant="ghost"
      cursor="grab"
      // Hidden on phones with the up/down buttons; the Order field in the form still works there.
      display={{ base: 'none', md: 'inline-flex' }}
      aria-label={`Reorder “${label}”`}
      aria-roledescription="sortable handle"
      aria-describedby={DRAG_INSTRUCTIONS_ID}
      disabled={disabled}
      {...order.handleProps(row, index)}
    >
      <GripVertical aria-hidden />
    </IconButton>
  );
}
