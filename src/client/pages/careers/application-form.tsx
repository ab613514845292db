import { Button, Stack } from '@chakra-ui/react';
import { useState, type BaseSyntheticEvent } from 'react';
import { CV_ACCEPT, CV_MAX_BYTES, CV_MESSAGES } from '../../../modules/applications/application.constants';
import { FieldInput, FieldTextarea, LabelledField } from '../../components/ui/field-controls';
import { HoneypotField } from '../../components/ui/honeypot-field';
import type { z } from 'zod';
import type { jobApplicationInput } from '../../../modules/applications/application.schema';
import { useIslandForm } from '../../lib/lazy-zod-resolver';

export type ApplicationValues = z.output<typeof jobApplicationInput>;

/**
 * The parent sends the application with the chosen CV, if any; the form stays mounted (values kept) until
 * it succeeds. `cvError` is the server's refusal of the file (its content is checked there, not here).
 */
type Props = { onSubmit: (values: ApplicationValues, cv: File | null) => Promise<void>; submitting: boolean; cvError?: string };

export function ApplicationForm({ onSubmit, submitting, cvError }: Props) {
  // Read from the input when sending, beside the form's values (their schema is the JSON call's, which has no
  // file), so a file chosen before the island woke is still sent.
  const [tooLarge, setTooLarge] = useState(false);
  const send = async (values: ApplicationValues, event?: BaseSyntheticEvent) => {
    const input = (event?.target as HTMLFormElement | undefined)?.elements.namedItem('cv');
    const cv = input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
    setTooLarge((cv?.size ?? 0) > CV_MAX_BYTES);
    if ((cv?.size ?? 0) <= CV_MAX_BYTES) await onSubmit(values, cv);
  };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useIslandForm(async () => (await import('../../../modules/applications/application.schema')).jobApplicationInput);
  const busy = submitting || isSubmitting;

  return (
    <form onSubmit={handleSubmit(send)} noValidate aria-label="Job application" style={{ position: 'relative' }}>
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
        <LabelledField label="CV" error={tooLarge ? CV_MESSAGES.size : cvError} helperText="Optional: a PDF or Word (DOCX) file, at most 5 MB.">
          <FieldInput type="file" name="cv" accept={CV_ACCEPT} bg="bg" py="1.5" onChange={() => setTooLarge(false)} />
        </LabelledField>
        <Button type="submit" colorPalette="blue" size="lg" width="full" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Application'}
        </Button>
      </Stack>
    </form>
  );
}
