import { Button, Stack } from '@chakra-ui/react';
import { FieldInput, FieldTextarea, LabelledField } from '../../components/ui/field-controls';
import { HoneypotField } from '../../components/ui/honeypot-field';
import type { z } from 'zod';
import type { jobApplicationInput } from '../../../modules/applications/application.schema';
import { useIslandForm } from '../../lib/lazy-zod-resolver';

export type ApplicationValues = z.output<typeof jobApplicationInput>;

/** The parent sends the application; the form stays mounted (values kept) until it succeeds. */
type Props = { onSubmit: (values: ApplicationValues) => Promise<void>; submitting: boolean };

export function ApplicationForm({ onSubmit, submitting }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useIslandForm(async () => (await import('../../../modules/applications/application.schema')).jobApplicationInput);
  const busy = submitting || isSubmitting;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Job application" style={{ position: 'relative' }}>
      <HoneypotField registration={register('website')} />
      <Stack gap="5">
        <LabelledField label="Full Name" error={errors.name?.message} required>
          <FieldInput autoComplete="name" bg="bg" {...register('name')} />
        </LabelledField>
        <LabelledField label="Email" error={errors.email?.message} required>
          <FieldInput type="email" autoComplete="email" bg="bg" {...register('email')} />
        </LabelledField>
        <LabelledField label="Phone" error={errors.phone?.message}>
          <FieldInput type="tel" autoComplete="tel" bg="bg" {...register('phone')} />
        </LabelledField>
        <LabelledField label="Cover Note" error={errors.message?.message} helperText="Optional: tell us briefly why this role interests you.">
          <FieldTextarea rows={5} bg="bg" {...register('message')} />
        </LabelledField>
        <Button type="submit" colorPalette="blue" size="lg" width="full" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Application'}
        </Button>
      </Stack>
    </form>
  );
}
