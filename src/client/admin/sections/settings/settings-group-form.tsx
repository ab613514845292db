import { Box, Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { SiteSettings } from '../../../../modules/settings/settings.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';
import { SettingsField } from './settings-field';
import type { SettingsGroupDefinition } from './settings-groups';

type Props = { definition: SettingsGroupDefinition; settings: SiteSettings };

/** One group of brand content with its own Save: only this group is sent. */
export function SettingsGroupForm({ definition, settings }: Props) {
  const { group, title, description, schema, fields } = definition;
  const utils = trpc.useUtils();
  const update = trpc.admin.settings.update.useMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FieldValues>({
    // Nested under the group, as the server names fields in its errors (`company.phone`).
    resolver: zodResolver(z.object({ [group]: schema })) as never,
    // Saving another group refetches the settings: edits not yet saved here survive it.
    values: { [group]: settings[group] },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync({ [group]: values[group] });
      reset({ [group]: result.data[group] });
      await Promise.all([utils.admin.settings.get.invalidate(), utils.settings.get.invalidate()]);
      showToast('success', 'Settings saved', `${title} settings are live on the site.`);
    } catch (error) {
      reportMutationError(error, 'Settings not saved', setError);
    }
  });

  return (
    <Card.Root asChild variant="outline">
      <form onSubmit={onSubmit} noValidate aria-labelledby={`settings-${group}-title`}>
        <Card.Header>
          <Heading as="h3" size="md" id={`settings-${group}-title`}>
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {fields.map((field) => (
              <Box key={field.name} gridColumn={field.wide ? { md: 'span 2' } : undefined}>
                <SettingsField
                  name={`${group}.${field.name}`}
                  label={field.label}
                  kind={field.kind ?? 'text'}
                  helperText={field.helperText}
                  error={(errors[group] as Record<string, { message?: string }> | undefined)?.[field.name]?.message}
                  register={register}
                  control={control}
                />
              </Box>
            ))}
          </SimpleGrid>
        </Card.Body>
        <Card.Footer justifyContent="flex-end" gap="3">
          <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => reset({ [group]: settings[group] })}>
            Discard changes
          </Button>
          <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Saving...">
            <Save aria-hidden /> Save {title}
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
