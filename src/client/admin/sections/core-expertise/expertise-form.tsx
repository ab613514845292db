import { Input, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { EXPERTISE_ICON_TYPES, expertiseInput, type ExpertiseDto, type ExpertiseIconType, type ExpertiseInput } from '../../../../modules/expertise/expertise.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { FormDrawer } from '../../components/form-drawer';
import { FormField } from '../../components/form-field';
import { ImageField } from '../../components/image-field';
import { reportMutationError } from '../../components/mutation-error';
import { ExpertiseIconPicker } from './expertise-icon-picker';

type Output = z.output<typeof expertiseInput>;

const knownIcon = (value: string | undefined): ExpertiseIconType =>
  (EXPERTISE_ICON_TYPES as readonly string[]).includes(value ?? '') ? (value as ExpertiseIconType) : 'Target';

const toValues = (item: ExpertiseDto | null, nextOrder: number): ExpertiseInput => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
  iconType: knownIcon(item?.iconType),
  customIconUrl: item?.customIconUrl ?? null,
  order: item?.order ?? nextOrder,
});

type Props = { open: boolean; item: ExpertiseDto | null; nextOrder: number; onClose: () => void; onSaved: () => Promise<unknown> };

export function ExpertiseForm({ open, item, nextOrder, onClose, onSaved }: Props) {
  const create = trpc.admin.expertise.create.useMutation();
  const update = trpc.admin.expertise.update.useMutation();
  const form = useForm<ExpertiseInput, unknown, Output>({ resolver: zodResolver(expertiseInput), defaultValues: toValues(item, nextOrder) });
  const {
    register,
    control,
    reset,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const customIconUrl = useWatch({ control, name: 'customIconUrl' });

  useEffect(() => {
    if (open) reset(toValues(item, nextOrder));
  }, [open, item, nextOrder, reset]);

  const save = async (values: Output) => {
    try {
      const result = item ? await update.mutateAsync({ id: item.id, ...values }) : await create.mutateAsync(values);
      await onSaved();
      showToast('success', item ? 'Expertise updated' : 'Expertise created', result.data.title);
      onClose();
    } catch (error) {
      reportMutationError(error, item ? 'Could not update the expertise' : 'Could not create the expertise', form.setError);
    }
  };

  return (
    <FormDrawer open={open} title={item ? `Edit ${item.title}` : 'Add expertise'} onClose={onClose} onSubmit={handleSubmit(save)} busy={isSubmitting}>
      <FormField label="Title" error={errors.title?.message} required>
        <Input {...register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message} required>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <Controller
        control={control}
        name="iconType"
        render={({ field, fieldState }) => (
          <ExpertiseIconPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} overridden={Boolean(customIconUrl)} />
        )}
      />
      <Controller
        control={control}
        name="customIconUrl"
        render={({ field, fieldState }) => (
          <ImageField
            label="Custom icon"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            helperText="Optional: a square SVG or PNG shown instead of the icon above."
          />
        )}
      />
      <FormField label="Order" error={errors.order?.message} helperText="Lower numbers are listed first; the home page shows the first four.">
        <Input type="number" step={1} maxW="40" {...register('order', { valueAsNumber: true })} />
      </FormField>
    </FormDrawer>
  );
}
