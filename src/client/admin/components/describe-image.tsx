import { Alert, Button, chakra, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { MediaDto } from '../../../modules/media/media.schema';
import { trpc } from '../../lib/trpc';
import { reportMutationError } from './mutation-error';

/** Whether an uploaded image may be placed in public content: described, or marked as only decorating (decision 050). */
export const isDescribed = (media: Pick<MediaDto, 'alt' | 'decorative'>) => media.alt.trim() !== '' || media.decorative;

/**
 * Asks for an image's alt text (or the decorative mark) before it is placed: the server refuses an
 * undescribed upload in an image field. `onDescribed` gets the image as saved; `action` names the button.
 */
export function DescribeImage({ media, action, onDescribed }: { media: MediaDto; action: string; onDescribed: (media: MediaDto) => void }) {
  const utils = trpc.useUtils();
  const save = trpc.admin.media.update.useMutation();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const ready = decorative || alt.trim() !== '';

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({ id: media.id, ...(decorative ? { decorative: true } : { alt }) });
      await utils.admin.media.list.invalidate();
      onDescribed(saved.data);
    } catch (error) {
      reportMutationError(error, 'Could not describe the image');
    }
  };

  return (
    <Alert.Root status="warning" variant="subtle" role="group" aria-label={`Describe ${media.filename}`}>
      <Alert.Content>
        <Alert.Title>“{media.filename}” has no alt text yet</Alert.Title>
        <Alert.Description>Say what it shows for visitors who cannot see it, or mark it as decorative, before it goes on the site.</Alert.Description>
        {/* No form of its own: it sits inside an item's form (a form may not hold another). */}
        <Stack gap="2" mt="2">
          <Input
            size="sm"
            value={alt}
            maxLength={500}
            disabled={decorative}
            placeholder="Alt text: what it shows"
            aria-label={`Alt text for ${media.filename}`}
            onChange={(e) => setAlt(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              // Enter saves the description, not the item's form around it.
              e.preventDefault();
              if (ready) void submit();
            }}
          />
          {/* A plain box: inside an image field, Chakra's checkbox would take the field's label as its name. */}
          <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
            <input type="checkbox" checked={decorative} onChange={(e) => setDecorative(e.target.checked)} />
            Decorative — no description needed
          </chakra.label>
          <Button type="button" size="xs" alignSelf="flex-start" disabled={!ready} loading={save.isPending} onClick={() => void submit()}>
            {action}
          </Button>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
