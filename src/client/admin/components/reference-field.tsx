import { useMemo } from 'react';
import { SelectField, type SelectOption } from './select-field';

type Props = {
  label: string;
  useOptions: () => readonly SelectOption[] | undefined;
  noneLabel: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  helperText?: string;
  error?: string;
};

// A select cannot choose an empty value, so "none" has a word of its own.
const NONE = 'none';

/** A drop-down of another section's records (their ids as values), with "none" first. */
export function ReferenceField({ label, useOptions, noneLabel, value, onChange, helperText, error }: Props) {
  const options = useOptions();
  const choices = useMemo(() => [{ value: NONE, label: noneLabel }, ...(options ?? [])], [options, noneLabel]);
  return (
    <SelectField
      label={label}
      options={choices}
      value={value === undefined ? NONE : String(value)}
      onChange={(next) => onChange(next === NONE ? undefined : Number(next))}
      placeholder={options ? undefined : 'Loading…'}
      helperText={helperText}
      error={error}
    />
  );
}
