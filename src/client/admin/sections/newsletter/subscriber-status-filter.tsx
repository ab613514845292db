import { Field, NativeSelect } from '@chakra-ui/react';

type Props = { value: string | undefined; onChange: (status: string | undefined) => void };

/** Confirmed subscribers, sign-ups awaiting confirmation, or both (the list's `status` filter). */
export function SubscriberStatusFilter({ value, onChange }: Props) {
  return (
    <Field.Root width={{ base: 'full', sm: '56' }}>
      <Field.Label fontSize="sm">Status</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
          <option value="">Confirmed and pending</option>
          <option value="confirmed">Confirmed</option>
          <option value="pending">Awaiting confirmation</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
