import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { ACTIVITY_ACTIONS, ACTIVITY_SECTIONS } from '../../../../modules/activity/activity.schema';

/** The list's filters as the form holds them: times as the browser's `datetime-local` text, in the editor's time zone. */
export type ActivityFilterValues = { actor: string; section: string; action: string; from: string; to: string };

export const NO_FILTERS: ActivityFilterValues = { actor: '', section: '', action: '', from: '', to: '' };

/** The server's filters: blanks left out, local times sent as UTC instants. */
export function activityQuery(values: ActivityFilterValues) {
  const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);
  return {
    ...(values.actor.trim() && { actor: values.actor.trim() }),
    ...(values.section && { section: values.section }),
    ...(values.action && { action: values.action }),
    ...(values.from && { from: instant(values.from) }),
    ...(values.to && { to: instant(values.to) }),
  };
}

type Props = { values: ActivityFilterValues; onChange: (values: ActivityFilterValues) => void };

function Choice({
  label,
  value,
  options,
  all,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  all: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root width={{ base: 'full', sm: '44' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Who, where, what and when: each change reloads the first page. */
export function ActivityFilters({ values, onChange }: Props) {
  const set = (key: keyof ActivityFilterValues) => (value: string) => onChange({ ...values, [key]: value });
  return (
    <Flex gap="3" wrap="wrap" mb="4" align="flex-end">
      <Field.Root width={{ base: 'full', sm: '44' }}>
        <Field.Label fontSize="sm">Actor</Field.Label>
        <Input size="sm" placeholder="Any username" value={values.actor} onChange={(e) => set('actor')(e.target.value)} />
      </Field.Root>
      <Choice label="Section" value={values.section} options={ACTIVITY_SECTIONS} all="All sections" onChange={set('section')} />
      <Choice label="Action" value={values.action} options={ACTIVITY_ACTIONS} all="All actions" onChange={set('action')} />
      <Field.Root width={{ base: 'full', sm: '52' }}>
        <Field.Label fontSize="sm">From</Field.Label>
        <Input size="sm" type="datetime-local" value={values.from} onChange={(e) => set('from')(e.target.value)} />
      </Field.Root>
      <Field.Root width={{ base: 'full', sm: '52' }}>
        <Field.Label fontSize="sm">To</Field.Label>
        <Input size="sm" type="datetime-local" value={values.to} onChange={(e) => set('to')(e.target.value)} />
      </Field.Root>
    </Flex>
  );
}
