import { Field, Input, NativeSelect, Textarea, useFieldContext } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

/**
 * Chakra's Field ties an error message to its control only through aria-errormessage, which
 * several screen readers still ignore; these controls also name it in aria-describedby (with
 * the helper text, if any), so the message is read out with the field.
 */
function useDescribedBy(): string | undefined {
  const field = useFieldContext();
  if (!field) return undefined;
  const control = field.getInputProps();
  return [control['aria-describedby'], control['aria-errormessage']].filter(Boolean).join(' ') || undefined;
}

export function FieldInput(props: ComponentProps<typeof Input>) {
  return <Input aria-describedby={useDescribedBy()} {...props} />;
}

export function FieldTextarea(props: ComponentProps<typeof Textarea>) {
  return <Textarea aria-describedby={useDescribedBy()} {...props} />;
}

export function FieldSelect(props: ComponentProps<typeof NativeSelect.Field>) {
  return <NativeSelect.Field aria-describedby={useDescribedBy()} {...props} />;
}

type LabelledFieldProps = { label: string; error?: string; required?: boolean; helperText?: string; children: ReactNode };

/** A public form's field: its label (marked when required), the control, optional helper text and the error under it. */
export function LabelledField({ label, error, required = false, helperText, children }: LabelledFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {required ? (
          <>
            {`${label} `}
            <Field.RequiredIndicator />
          </>
        ) : (
          label
        )}
      </Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
