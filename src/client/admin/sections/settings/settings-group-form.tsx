import { Box, Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, Upload } from 'lucide-react';
import { useForm, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { SiteSettings } from '../../../../modules/settings/settings.schema';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { SettingsField } from './settings-field';
import type { SettingsGroupDefinition } from './settings-groups';
import type { SettingsDraft } from './use-settings-draft';

type Props = { definition: SettingsGroupDefinition; settings: SiteSettings; draft: SettingsDraft };

/**
 * One group of brand content, as the settings draft has it (decision 049): Save draft keeps this group's
 * changes off the site; Publish saves them and puts the whole draft live.
 */
export function SettingsGroupForm({ definition, settings, draft }: Props) {
  const { group, title, description, schema, fields } = definition;
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

  // Leaving the section or closing the tab with this group's edits unsaved asks first.
  useUnsavedChanges(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    const saved = await draft.save({ [group]: values[group] }, setError);
    // The group is as saved now: nothing here is dirty, so a later restore or reload fills it (resetOptions would keep it).
    if (saved) reset({ [group]: saved[group] }, { keepDirtyValues: false });
  });
  const onPublish = handleSubmit(async (values) => {
    const published = await draft.publish(isDirty ? { [group]: values[group] } : null, setError);
    if (published) reset({ [group]: published[group] }, { keepDirtyValues: false });
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
          <Button type="submit" variant="outline" loading={isSubmitting} loadingText="Saving..." disabled={draft.busy}>
            <Save aria-hidden /> Save draft
          </Button>
          <Button colorPalette="blue" onClick={onPublish} disabled={draft.busy || isSubmitting || (!isDirty && !draft.answer?.draft)}>
            <Upload aria-hidden /> Publish
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
