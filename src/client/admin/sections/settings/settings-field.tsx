import { chakra, Field, Flex, Input, Textarea } from '@chakra-ui/react';
import { Controller, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { ImageField } from '../../components/image-field';
import { SwitchField } from '../../components/switch-field';
import type { SettingsFieldKind } from './settings-groups';

type Props = {
  name: string;
  label: string;
  kind: SettingsFieldKind;
  helperText?: string;
  error?: string;
  register: UseFormRegister<FieldValues>;
  control: Control<FieldValues>;
};

const INPUT_TYPES: Partial<Record<SettingsFieldKind, string>> = { email: 'email', tel: 'tel', url: 'url', date: 'date', year: 'number' };

/** One settings input, chosen by kind; labels, helper texts and errors are tied to it. */
export function SettingsField({ name, label, kind, helperText, error, register, control }: Props) {
  if (kind === 'switch') {
    return (
      <Controller
        name={name}
        control={control}
        render={({ field }) => <SwitchField label={label} checked={field.value === true} onChange={field.onChange} helperText={helperText} />}
      />
    );
  }
  if (kind === 'image') {
    return (
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <ImageField label={label} value={field.value as string} onChange={(url) => field.onChange(url ?? '')} error={error} helperText={helperText} />
        )}
      />
    );
  }
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {kind === 'textarea' ? (
        <Textarea {...register(name)} rows={3} autoresize />
      ) : kind === 'color' ? (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <Flex gap="2" width="full">
              {/* A plain input: Chakra's Input would take the field's id, which belongs to the hex box. */}
              <chakra.input
                type="color"
                aria-label={`${label} picker`}
                width="12"
                height="10"
                p="1"
                borderWidth="1px"
                borderRadius="md"
                bg="bg"
                cursor="pointer"
                flexShrink={0}
                value={/^#[0-9a-fA-F]{6}$/.test(String(field.value)) ? String(field.value) : '#000000'}
                onChange={(e) => field.onChange(e.target.value.toUpperCase())}
              />
              <Input value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} fontFamily="mono" maxLength={7} />
            </Flex>
          )}
        />
      ) : (
        <Input {...register(name, kind === 'year' ? { valueAsNumber: true } : undefined)} type={INPUT_TYPES[kind] ?? 'text'} />
      )}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
