import { Flex, Stack } from '@chakra-ui/react';
import type { MediaDto } from '../../../../modules/media/media.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { MediaGrid } from '../../components/media-grid';
import { reportMutationError } from '../../components/mutation-error';
import { DeleteIconButton } from '../../components/record-actions';
import { SectionHeader } from '../../components/section-header';
import { DropUploads } from '../../components/drop-uploads';
import { AltTextEditor, DecorativeSwitch, ReplaceImageButton } from './media-item-actions';

/**
 * Every uploaded image as a grid, searchable by file name and alt text; upload, describe, replace and delete
 * here, choose them in any form's image field.
 */
export default function MediaSection() {
  const utils = trpc.useUtils();
  const remove = trpc.admin.media.remove.useMutation();
  const uploaded = async (media: MediaDto) => {
    await utils.admin.media.list.invalidate();
    showToast('success', 'Image uploaded', media.filename);
  };

  const onDelete = async (media: MediaDto) => {
    try {
      await remove.mutateAsync({ id: media.id });
      await utils.admin.media.list.invalidate();
      showToast('success', 'Image deleted', media.filename);
    } catch (error) {
      reportMutationError(error, 'Could not delete the image');
    }
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Media Library"
        description="Every uploaded image, newest first. Any image field of a form can choose one of these, so one image can serve many pages. Its alt text describes it wherever a page shows it (an image needs one, or the decorative mark, before it goes on the site); Replace gives it a new file everywhere at once."
      />
      <DropUploads testId="library-file" onUploaded={uploaded} />
      <MediaGrid
        actions={(media) => (
          <>
            <AltTextEditor key={`${media.id}:${media.alt}`} media={media} />
            <DecorativeSwitch media={media} />
            <Flex gap="1" align="center">
              <ReplaceImageButton media={media} />
              <DeleteIconButton label={`Delete ${media.filename}`} subject={`the image “${media.filename}”`} onConfirm={() => onDelete(media)} />
            </Flex>
          </>
        )}
      />
    </Stack>
  );
}
