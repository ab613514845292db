import { Button, Field, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FieldInput, FieldTextarea } from '../../components/ui/field-controls';
import { HoneypotField } from '../../components/ui/honeypot-field';
import type { z } from 'zod';
import type { jobApplicationInput, JobApplicationInput } from '../../../modules/applications/application.schema';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

export type ApplicationValues = z.output<typeof jobApplicationInput>;

/** The parent sends the application; the form stays mounted (values kept) until it succeeds. */
type Props = { onSubmit: (values: ApplicationValues) => Promise<void>; submitting: boolean };

export function ApplicationForm({ onSubmit, submitting }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<JobApplicationInput, unknown, ApplicationValues>({
    resolver: lazyZodResolver(async () => (await import('../../../modules/applications/application.schema')).jobApplicationInput),
    // No default values: the form hydrates when the visitor first reaches into it (islands/), and
    // react-hook-form then takes what is already typed from the fields instead of clearing them.
  });
  const busy = submitting || isSubmitting;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Job application" style={{ position: 'relative' }}>
      <HoneypotField registration={register('website')} />
      <Stack gap="5">
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>
            Full Name <Field.RequiredIndicator />
          </Field.Label>
          <FieldInput autoComplete="name" bg="bg" {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.email}>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <FieldInput type="email" autoComplete="email" bg="bg" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.phone}>
          <Field.Label>Phone</Field.Label>
          <FieldInput type="tel" autoComplete="tel" bg="bg" {...register('phone')} />
          <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.message}>
          <Field.Label>Cover Note</Field.Label>
          <FieldTextarea rows={5} bg="bg" {...register('message')} />
          <Field.HelperText>Optional: tell us briefly why this role interests you.</Field.HelperText>
          <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" size="lg" width="full" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Application'}
        </Button>
      </Stack>
    </form>
  );
}
