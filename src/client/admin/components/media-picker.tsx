import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { MediaGrid } from './media-grid';

/** "Choose from library" beside an image field: the uploaded images in a dialog; choosing one puts its address in the field. */
export function MediaPicker({ label, onPick }: { label: string; onPick: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
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
                <MediaGrid
                  onPick={(media) => {
                    onPick(media.url);
                    setOpen(false);
                  }}
                />
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
