import { Box, Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, Upload } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { SiteSettings } from '../../../../modules/settings/settings.schema';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { AutosaveStatus } from '../../content/autosave-status';
import { useAutosave } from '../../content/use-autosave';
import { SettingsField } from './settings-field';
import type { SettingsGroupDefinition } from './settings-groups';
import type { SettingsDraft } from './use-settings-draft';

type Props = { definition: SettingsGroupDefinition; settings: SiteSettings; draft: SettingsDraft };

/**
 * One group of brand content, as the settings draft has it (decision 049): what is typed saves itself into
 * the draft (decision 050), Save draft does so at once, Publish saves it and puts the whole draft live.
 */
export function SettingsGroupForm({ definition, settings, draft }: Props) {
  const { group, title, description, schema, fields } = definition;
  // Nested under the group, as the server names fields in its errors (`company.phone`).
  const groupSchema = useMemo(() => z.object({ [group]: schema }), [group, schema]);
  const form = useForm<FieldValues>({
    resolver: zodResolver(groupSchema) as never,
    // Every save (this group's autosave, another group's) brings the draft's settings: edits not yet saved
    // here survive it, and so do the errors shown, which a save finishing just after Publish would clear.
    values: { [group]: settings[group] },
    resetOptions: { keepDirtyValues: true, keepErrors: true },
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // The form belongs to this generation of the draft: what it types after a discard or reload is dropped.
  const { generation, registerFlush } = draft;
  const autosave = useAutosave(form, groupSchema, true, (values) => draft.autosave({ [group]: values[group] }, generation));
  // The bar's Publish, Preview and Schedule save what was typed here first.
  const flushLatest = useRef(autosave.flush);
  useLayoutEffect(() => {
    flushLatest.current = autosave.flush;
  });
  useEffect(() => registerFlush(() => flushLatest.current()), [registerFlush]);

  // Leaving the section or closing the tab with this group's edits unsaved asks first.
  useUnsavedChanges(autosave.unsaved);

  /** A hand action: no autosave beside it; the saved group then becomes the form's base, nothing dirty. */
  const byHand = async (action: () => Promise<SiteSettings | null>) => {
    await autosave.hold();
    let saved: SiteSettings | null = null;
    try {
      saved = await action();
    } finally {
      autosave.release(saved !== null);
    }
    if (saved) reset({ [group]: saved[group] }, { keepDirtyValues: false });
  };
  const onSubmit = handleSubmit((values) => byHand(() => draft.save({ [group]: values[group] }, setError)));
  const onPublish = handleSubmit((values) => byHand(() => draft.publish(autosave.hasChanges() ? { [group]: values[group] } : null, setError)));

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
        {/* A field left saves the draft at once (focus leaving any field bubbles here). */}
        <Card.Body onBlur={autosave.onBlur}>
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
        <Card.Footer justifyContent="flex-end" alignItems="center" gap="3" flexWrap="wrap">
          <Box flex="1">
            <AutosaveStatus state={autosave.state} failure={autosave.failure} />
          </Box>
          <Button type="submit" variant="outline" loading={isSubmitting} loadingText="Saving..." disabled={draft.busy}>
            <Save aria-hidden /> Save draft
          </Button>
          <Button colorPalette="blue" onClick={onPublish} disabled={draft.busy || isSubmitting || (!autosave.unsaved && !draft.answer?.draft)}>
            <Upload aria-hidden /> Publish
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
