import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { insightInput, type InsightDto, type InsightInput } from '../../../../modules/insights/insight.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { FormDrawer } from '../../components/form-drawer';
import { FormField } from '../../components/form-field';
import { ImageField } from '../../components/image-field';
import { reportMutationError } from '../../components/mutation-error';
import { SwitchField } from '../../components/switch-field';

type Output = z.output<typeof insightInput>;

const toValues = (insight: InsightDto | null, nextOrder: number): InsightInput => ({
  title: insight?.title ?? '',
  description: insight?.description ?? '',
  image: insight?.image ?? null,
  category: insight?.category ?? '',
  link: insight?.link ?? '',
  isActive: insight?.isActive ?? true,
  order: insight?.order ?? nextOrder,
});

type Props = { open: boolean; insight: InsightDto | null; nextOrder: number; onClose: () => void; onSaved: () => Promise<unknown> };

export function InsightForm({ open, insight, nextOrder, onClose, onSaved }: Props) {
  const create = trpc.admin.insights.create.useMutation();
  const update = trpc.admin.insights.update.useMutation();
  const form = useForm<InsightInput, unknown, Output>({ resolver: zodResolver(insightInput), defaultValues: toValues(insight, nextOrder) });
  const {
    register,
    control,
    reset,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(toValues(insight, nextOrder));
  }, [open, insight, nextOrder, reset]);

  const save = async (values: Output) => {
    try {
      const result = insight ? await update.mutateAsync({ id: insight.id, ...values }) : await create.mutateAsync(values);
      await onSaved();
      showToast('success', insight ? 'Insight updated' : 'Insight created', result.data.title);
      onClose();
    } catch (error) {
      reportMutationError(error, insight ? 'Could not update the insight' : 'Could not create the insight', form.setError);
    }
  };

  return (
    <FormDrawer open={open} title={insight ? `Edit ${insight.title}` : 'Add featured insight'} onClose={onClose} onSubmit={handleSubmit(save)} busy={isSubmitting}>
      <FormField label="Title" error={errors.title?.message} required>
        <Input {...register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message} required>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageField label="Image" value={field.value} onChange={field.onChange} error={fieldState.error?.message} helperText="Landscape, about 16:9. A default image is used when empty." />
        )}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="Category" error={errors.category?.message} helperText="Defaults to “Featured” on the blog.">
          <Input {...register('category')} />
        </FormField>
        <FormField label="Order" error={errors.order?.message} helperText="Lower numbers first; the home page shows three.">
          <Input type="number" step={1} {...register('order', { valueAsNumber: true })} />
        </FormField>
      </SimpleGrid>
      <FormField label="Link" error={errors.link?.message} helperText="Where “Read more” goes: a site path such as /blog/… or a full URL.">
        <Input placeholder="/blog/… or https://…" {...register('link')} />
      </FormField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <SwitchField label="Active" checked={field.value ?? true} onChange={field.onChange} helperText="Inactive insights are hidden from the home page and the blog." />
        )}
      />
    </FormDrawer>
  );
}
