import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { careerPositionInput, type CareerPositionDto, type CareerPositionInput } from '../../../../modules/careers/career-position.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { FormDrawer } from '../../components/form-drawer';
import { FormField } from '../../components/form-field';
import { reportMutationError } from '../../components/mutation-error';
import { SwitchField } from '../../components/switch-field';
import { TextListEditor } from '../../components/text-list-editor';

type Output = z.output<typeof careerPositionInput>;

const toValues = (position: CareerPositionDto | null): CareerPositionInput => ({
  title: position?.title ?? '',
  location: position?.location ?? '',
  type: position?.type ?? '',
  department: position?.department ?? '',
  description: position?.description ?? '',
  requirements: position?.requirements ?? [],
  isActive: position?.isActive ?? true,
});

type Props = { open: boolean; position: CareerPositionDto | null; onClose: () => void; onSaved: () => Promise<unknown> };

export function CareerForm({ open, position, onClose, onSaved }: Props) {
  const create = trpc.admin.careers.create.useMutation();
  const update = trpc.admin.careers.update.useMutation();
  const form = useForm<CareerPositionInput, unknown, Output>({ resolver: zodResolver(careerPositionInput), defaultValues: toValues(position) });
  const {
    register,
    control,
    reset,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(toValues(position));
  }, [open, position, reset]);

  const save = async (values: Output) => {
    try {
      const result = position ? await update.mutateAsync({ id: position.id, ...values }) : await create.mutateAsync(values);
      await onSaved();
      showToast('success', position ? 'Position updated' : 'Position created', result.data.title);
      onClose();
    } catch (error) {
      reportMutationError(error, position ? 'Could not update the position' : 'Could not create the position', form.setError);
    }
  };

  return (
    <FormDrawer open={open} title={position ? `Edit ${position.title}` : 'Add position'} onClose={onClose} onSubmit={handleSubmit(save)} busy={isSubmitting} size="lg">
      <FormField label="Title" error={errors.title?.message} required>
        <Input {...register('title')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <FormField label="Location" error={errors.location?.message}>
          <Input placeholder="London (hybrid)" {...register('location')} />
        </FormField>
        <FormField label="Type" error={errors.type?.message}>
          <Input placeholder="Full-time" {...register('type')} />
        </FormField>
        <FormField label="Department" error={errors.department?.message}>
          <Input placeholder="Consulting" {...register('department')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Description" error={errors.description?.message} required helperText="Blank lines separate paragraphs.">
        <Textarea rows={8} {...register('description')} />
      </FormField>
      <Controller
        control={control}
        name="requirements"
        render={({ field, fieldState }) => (
          <TextListEditor
            label="Requirements"
            itemLabel="Requirement"
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            itemErrors={Array.isArray(errors.requirements) ? errors.requirements : undefined}
            placeholder="e.g. Five years of business analysis experience"
          />
        )}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <SwitchField label="Active" checked={field.value ?? true} onChange={field.onChange} helperText="Only active positions are listed on the Careers page and accept applications." />
        )}
      />
    </FormDrawer>
  );
}
