import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = { label: string; error?: string; flex?: string; children: ReactNode };

/** A field of the account forms (add administrator, change password): each is required, so none is marked. */
export function AccountField({ label, error, flex, children }: Props) {
  return (
    <Field.Root invalid={!!error} required flex={flex}>
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
