import { Button, chakra, Checkbox, Flex, Input } from '@chakra-ui/react';
import { ImageUp } from 'lucide-react';
import { useState } from 'react';
import type { MediaDto } from '../../../../modules/media/media.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';
import { uploadImage } from '../../components/upload-image';
import { useImageFile } from '../../components/use-image-file';

/** An image's alt text, edited where it is shown: saved with Enter or the Save button. */
export function AltTextEditor({ media }: { media: MediaDto }) {
  const utils = trpc.useUtils();
  const save = trpc.admin.media.update.useMutation();
  const [alt, setAlt] = useState(media.alt);
  const changed = alt.trim() !== media.alt;

  const submit = async () => {
    try {
      await save.mutateAsync({ id: media.id, alt });
      await utils.admin.media.list.invalidate();
      showToast('success', 'Alt text saved', media.filename);
    } catch (error) {
      reportMutationError(error, 'Could not save the alt text');
    }
  };

  return (
    <chakra.form
      display="flex"
      gap="1"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) void submit();
      }}
    >
      <Input
        size="xs"
        value={alt}
        maxLength={500}
        placeholder="Alt text: what it shows"
        aria-label={`Alt text for ${media.filename}`}
        borderColor={media.alt || media.decorative ? undefined : 'border.error'}
        onChange={(e) => setAlt(e.target.value)}
      />
      {changed && (
        <Button type="submit" size="xs" loading={save.isPending}>
          Save
        </Button>
      )}
    </chakra.form>
  );
}

/** The decorative mark: an image that only decorates is shown with alt="" and needs no alt text to be placed. */
export function DecorativeSwitch({ media }: { media: MediaDto }) {
  const utils = trpc.useUtils();
  const save = trpc.admin.media.update.useMutation();
  const change = async (decorative: boolean) => {
    try {
      await save.mutateAsync({ id: media.id, decorative });
      await utils.admin.media.list.invalidate();
      showToast('success', decorative ? 'Marked as decorative' : 'No longer decorative', media.filename);
    } catch (error) {
      reportMutationError(error, 'Could not change the decorative mark');
    }
  };
  return (
    <Checkbox.Root size="sm" checked={media.decorative} disabled={save.isPending} onCheckedChange={(e) => void change(e.checked === true)}>
      <Checkbox.HiddenInput aria-label={`Decorative — no description needed: ${media.filename}`} />
      <Checkbox.Control />
      <Checkbox.Label fontSize="xs">Decorative — no description needed</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A new file for an image: every page showing it shows the new one, at a new address. */
export function ReplaceImageButton({ media }: { media: MediaDto }) {
  const utils = trpc.useUtils();
  const file = useImageFile(async (chosen) => {
    await uploadImage(chosen, media.id);
    await utils.admin.media.invalidate();
    showToast('success', 'Image replaced', `${media.filename} now shows ${chosen.name}`);
  }, 'Replace failed');
  return (
    <Flex>
      <Button size="xs" variant="outline" loading={file.busy} aria-label={`Replace ${media.filename}`} onClick={file.open}>
        <ImageUp aria-hidden /> Replace
      </Button>
      {file.input(`replace-file-${media.id}`)}
    </Flex>
  );
}
