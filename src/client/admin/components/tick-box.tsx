import { chakra } from '@chakra-ui/react';

/**
 * A tick box named for screen readers only: the row or page it selects. A native input, so the browser
 * handles clicks, keys and the half-ticked state the same everywhere.
 */
export function TickBox({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange: () => void }) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={label}
      checked={checked === true}
      ref={(box: HTMLInputElement | null) => {
        if (box) box.indeterminate = checked === 'indeterminate';
      }}
      onChange={onChange}
      boxSize="4"
      cursor="pointer"
      verticalAlign="middle"
      css={{ accentColor: 'var(--chakra-colors-blue-600)' }}
    />
  );
}
