import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = { label: string; error?: string; helperText?: string; required?: boolean; children: ReactNode };

/** Label, control and error tied together (Chakra Field): <FormField label="Title" error={errors.title?.message} required><Input {...register('title')} /></FormField>. */
export function FormField({ label, error, helperText, required, children }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
