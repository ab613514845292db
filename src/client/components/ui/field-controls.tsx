import { Input, NativeSelect, Textarea, useFieldContext } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

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
