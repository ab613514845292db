import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { teamMemberInput, type TeamMemberDto, type TeamMemberInput } from '../../../../modules/team/team-member.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { FormDrawer } from '../../components/form-drawer';
import { FormField } from '../../components/form-field';
import { ImageField } from '../../components/image-field';
import { reportMutationError } from '../../components/mutation-error';

type Values = TeamMemberInput;
type Output = z.output<typeof teamMemberInput>;

const toValues = (member: TeamMemberDto | null, nextOrder: number): Values => ({
  name: member?.name ?? '',
  title: member?.title ?? '',
  bio: member?.bio ?? '',
  photoUrl: member?.photoUrl ?? null,
  linkedinUrl: member?.linkedinUrl ?? '',
  twitterUrl: member?.twitterUrl ?? '',
  email: member?.email ?? '',
  department: member?.department ?? '',
  specialties: member?.specialties ?? '',
  quote: member?.quote ?? '',
  achievements: member?.achievements ?? '',
  order: member?.order ?? nextOrder,
});

type Props = { open: boolean; member: TeamMemberDto | null; nextOrder: number; onClose: () => void; onSaved: () => Promise<unknown> };

export function TeamForm({ open, member, nextOrder, onClose, onSaved }: Props) {
  const create = trpc.admin.team.create.useMutation();
  const update = trpc.admin.team.update.useMutation();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(teamMemberInput), defaultValues: toValues(member, nextOrder) });
  const {
    register,
    control,
    reset,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(toValues(member, nextOrder));
  }, [open, member, nextOrder, reset]);

  const save = async (values: Output) => {
    try {
      const result = member ? await update.mutateAsync({ id: member.id, ...values }) : await create.mutateAsync(values);
      await onSaved();
      showToast('success', member ? 'Team member updated' : 'Team member created', result.data.name);
      onClose();
    } catch (error) {
      reportMutationError(error, member ? 'Could not update the team member' : 'Could not create the team member', form.setError);
    }
  };

  return (
    <FormDrawer open={open} title={member ? `Edit ${member.name}` : 'Add team member'} onClose={onClose} onSubmit={handleSubmit(save)} busy={isSubmitting} size="lg">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="Name" error={errors.name?.message} required>
          <Input {...register('name')} />
        </FormField>
        <FormField label="Job title" error={errors.title?.message} required>
          <Input {...register('title')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Bio" error={errors.bio?.message} required>
        <Textarea rows={6} {...register('bio')} />
      </FormField>
      <Controller
        control={control}
        name="photoUrl"
        render={({ field, fieldState }) => (
          <ImageField label="Photo" value={field.value} onChange={field.onChange} error={fieldState.error?.message} helperText="A square portrait works best." />
        )}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" {...register('email')} />
        </FormField>
        <FormField label="Department" error={errors.department?.message}>
          <Input {...register('department')} />
        </FormField>
        <FormField label="LinkedIn URL" error={errors.linkedinUrl?.message}>
          <Input type="url" placeholder="https://www.linkedin.com/in/…" {...register('linkedinUrl')} />
        </FormField>
        <FormField label="Twitter URL" error={errors.twitterUrl?.message}>
          <Input type="url" placeholder="https://x.com/…" {...register('twitterUrl')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Specialties" error={errors.specialties?.message} helperText="Comma-separated, e.g. Business analysis, Agile delivery">
        <Input {...register('specialties')} />
      </FormField>
      <FormField label="Quote" error={errors.quote?.message}>
        <Textarea rows={2} {...register('quote')} />
      </FormField>
      <FormField label="Achievements" error={errors.achievements?.message} helperText="One achievement per line.">
        <Textarea rows={4} {...register('achievements')} />
      </FormField>
      <FormField label="Order" error={errors.order?.message} helperText="Lower numbers are listed first.">
        <Input type="number" step={1} maxW="40" {...register('order', { valueAsNumber: true })} />
      </FormField>
    </FormDrawer>
  );
}
