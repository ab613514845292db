import { Field, NativeSelect } from '@chakra-ui/react';
import { trpc } from '../../../lib/trpc';

type Props = { value: number | undefined; onChange: (positionId: number | undefined) => void };

/** Narrows the list to one position; every position is offered, hidden ones included. */
export function PositionFilter({ value, onChange }: Props) {
  const positions = trpc.admin.careers.list.useQuery({ pageSize: 100 });
  return (
    <Field.Root width={{ base: 'full', sm: '72' }}>
      <Field.Label fontSize="sm">Position</Field.Label>
      <NativeSelect.Root size="sm" disabled={positions.isLoading}>
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
          <option value="">All positions</option>
          {positions.data?.data.map((position) => (
            <option key={position.id} value={position.id}>
              {position.title}
              {position.isActive ? '' : ' (closed)'}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
