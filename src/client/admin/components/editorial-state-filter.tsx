import { Field, NativeSelect } from '@chakra-ui/react';
import type { ListView } from './use-list-view';

const STATES = [
  ['live', 'Live'],
  ['changed', 'Unpublished changes'],
  ['draft', 'Not on the site'],
  ['scheduled', 'Scheduled'],
] as const;

/** An editorial list's filter by where items stand (decision 042), kept in the view's URL as `state=`. */
export function EditorialStateFilter({ view }: { view: ListView }) {
  return (
    <Field.Root width={{ base: 'full', sm: '52' }}>
      <Field.Label fontSize="sm">Show</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={view.filter('state') ?? ''} onChange={(e) => view.setFilter('state', e.target.value || undefined)}>
          <option value="">Everything</option>
          {STATES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
