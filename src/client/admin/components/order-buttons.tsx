import { Flex, IconButton } from '@chakra-ui/react';
import { ArrowDown, ArrowUp } from 'lucide-react';

type Props = { label: string; index: number; count: number; onMove: (from: number, to: number) => void; disabled?: boolean };

/** Up/down buttons for one row of an ordered list: <OrderButtons label={row.title} index={i} count={rows.length} onMove={(from, to) => …} disabled={busy} />. */
export function OrderButtons({ label, index, count, onMove, disabled }: Props) {
  return (
    // Hidden on phones, where the row would otherwise overflow; the Order field in the form still works there.
    <Flex gap="0.5" display={{ base: 'none', md: 'inline-flex' }}>
      <IconButton size="xs" variant="ghost" aria-label={`Move “${label}” up`} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
        <ArrowUp aria-hidden />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Move “${label}” down`}
        disabled={disabled || index >= count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden />
      </IconButton>
    </Flex>
  );
}
