import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Images } from 'lucide-react';
import { useState } from 'react';
import type { MediaDto } from '../../../modules/media/media.schema';
import { DescribeImage, isDescribed } from './describe-image';
import { trpc } from '../../lib/trpc';
import { DropUploads } from './drop-uploads';
import { MediaGrid } from './media-grid';

/**
 * "Choose from library" beside an image field: the uploaded images in a dialog; choosing one puts its
 * address in the field. One without alt text is described (or marked decorative) here first.
 */
export function MediaPicker({ label, onPick }: { label: string; onPick: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  const [undescribed, setUndescribed] = useState<MediaDto | null>(null);
  const utils = trpc.useUtils();
  const use = (media: MediaDto) => {
    setUndescribed(null);
    onPick(media.url);
    setOpen(false);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        setUndescribed(null);
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline">
          <Images aria-hidden /> Choose from library
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Choose an image for {label}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {open && (
                <Stack gap="4">
                  {/* Dropped here, an image joins the grid below, to be chosen (and described) like any other. */}
                  <DropUploads testId="picker-file" onUploaded={() => utils.admin.media.list.invalidate()} />
                  {undescribed && <DescribeImage key={undescribed.id} media={undescribed} action="Save and use this image" onDescribed={use} />}
                  <MediaGrid onPick={(media) => (isDescribed(media) ? use(media) : setUndescribed(media))} />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
