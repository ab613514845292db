import { Field, NativeSelect } from '@chakra-ui/react';

type Props = { value: string | undefined; onChange: (isRead: string | undefined) => void };

/** Read, unread or every message (the list's `isRead` filter, as it stands in the URL). */
export function ReadFilter({ value, onChange }: Props) {
  return (
    <Field.Root width={{ base: 'full', sm: '44' }}>
      <Field.Label fontSize="sm">Read</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
          <option value="">Read and unread</option>
          <option value="false">Unread only</option>
          <option value="true">Read only</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
