import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SERVICE_ICON_TYPES, serviceInput, type ServiceDto, type ServiceIconType, type ServiceInput } from '../../../../modules/services/service.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { FormDrawer } from '../../components/form-drawer';
import { FormField } from '../../components/form-field';
import { reportMutationError } from '../../components/mutation-error';
import { SwitchField } from '../../components/switch-field';
import { TextListEditor } from '../../components/text-list-editor';
import { ServiceIconSelect } from './service-icon-select';

type Output = z.output<typeof serviceInput>;

// Stored icon types are free text; an unknown one is edited as the public fallback, define.
const knownIcon = (value: string | undefined): ServiceIconType =>
  (SERVICE_ICON_TYPES as readonly string[]).includes(value ?? '') ? (value as ServiceIconType) : 'define';

const toValues = (service: ServiceDto | null, nextOrder: number): ServiceInput => ({
  title: service?.title ?? '',
  description: service?.description ?? '',
  longDescription: service?.longDescription ?? '',
  features: service?.features ?? [],
  iconType: knownIcon(service?.iconType),
  isActive: service?.isActive ?? true,
  order: service?.order ?? nextOrder,
});

type Props = { open: boolean; service: ServiceDto | null; nextOrder: number; onClose: () => void; onSaved: () => Promise<unknown> };

export function ServiceForm({ open, service, nextOrder, onClose, onSaved }: Props) {
  const create = trpc.admin.services.create.useMutation();
  const update = trpc.admin.services.update.useMutation();
  const form = useForm<ServiceInput, unknown, Output>({ resolver: zodResolver(serviceInput), defaultValues: toValues(service, nextOrder) });
  const {
    register,
    control,
    reset,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(toValues(service, nextOrder));
  }, [open, service, nextOrder, reset]);

  const save = async (values: Output) => {
    try {
      const result = service ? await update.mutateAsync({ id: service.id, ...values }) : await create.mutateAsync(values);
      await onSaved();
      showToast('success', service ? 'Service updated' : 'Service created', result.data.title);
      onClose();
    } catch (error) {
      reportMutationError(error, service ? 'Could not update the service' : 'Could not create the service', form.setError);
    }
  };

  return (
    <FormDrawer open={open} title={service ? `Edit ${service.title}` : 'Add service'} onClose={onClose} onSubmit={handleSubmit(save)} busy={isSubmitting} size="lg">
      <FormField label="Title" error={errors.title?.message} required>
        <Input {...register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message} helperText="The summary on the Services page; the first 80 characters show when collapsed." required>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <FormField label="Long description" error={errors.longDescription?.message} helperText="Shown on the service's own page. Blank lines separate paragraphs.">
        <Textarea rows={6} {...register('longDescription')} />
      </FormField>
      <Controller
        control={control}
        name="features"
        render={({ field, fieldState }) => (
          <TextListEditor
            label="Features"
            itemLabel="Feature"
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            itemErrors={Array.isArray(errors.features) ? errors.features : undefined}
            placeholder="e.g. Stakeholder workshops"
          />
        )}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        <Controller
          control={control}
          name="iconType"
          render={({ field, fieldState }) => <ServiceIconSelect value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <FormField label="Order" error={errors.order?.message} helperText="Lower numbers are listed first.">
          <Input type="number" step={1} {...register('order', { valueAsNumber: true })} />
        </FormField>
      </SimpleGrid>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <SwitchField label="Active" checked={field.value ?? true} onChange={field.onChange} helperText="Inactive services are hidden from the public site." />
        )}
      />
    </FormDrawer>
  );
}
