import { Box, Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { ImageUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { MEDIA_TYPES, type MediaDto } from '../../../modules/media/media.schema';
import { uploadImage } from './upload-image';
import { refusalOf } from './use-image-file';

type Sending = { id: number; name: string; sent: number; state: 'sending' | 'done' | 'failed'; message?: string };

/**
 * A drop zone for images (or a click to choose several): each file uploads at once with its own progress
 * bar and outcome; a file refused here (type, size) or by the server says why on its own line.
 * `onUploaded` hears each stored image.
 */
export function DropUploads({ onUploaded, testId }: { onUploaded: (media: MediaDto) => Promise<unknown> | void; testId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [files, setFiles] = useState<Sending[]>([]);
  const count = useRef(0);
  const update = (id: number, change: Partial<Sending>) => setFiles((now) => now.map((file) => (file.id === id ? { ...file, ...change } : file)));

  const send = (chosen: File[]) => {
    const started = chosen.map((file) => ({ file, sending: { id: (count.current += 1), name: file.name, sent: 0, state: 'sending' } as Sending }));
    setFiles((now) => [...started.map(({ sending }) => sending), ...now.filter((file) => file.state === 'sending')]);
    for (const { file, sending } of started) {
      const refusal = refusalOf(file);
      if (refusal) {
        update(sending.id, { state: 'failed', message: refusal });
        continue;
      }
      uploadImage(file, undefined, (sent) => update(sending.id, { sent }))
        .then(async (media) => {
          update(sending.id, { state: 'done', sent: 1 });
          await onUploaded(media);
        })
        .catch((error: unknown) => update(sending.id, { state: 'failed', message: error instanceof Error ? error.message : 'The upload failed' }));
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    send([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="2">
      <Box
        data-testid={`${testId}-zone`}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'blue.500' : 'border'}
        bg={over ? 'blue.subtle' : 'bg.subtle'}
        borderRadius="lg"
        p="4"
        textAlign="center"
        onDragOver={(event) => {
          // Without this the browser opens a dropped file instead of handing it here.
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Text fontSize="sm" color="fg.muted">
          Drop images here, several at once, or
        </Text>
        <Button size="sm" mt="2" variant="outline" onClick={() => input.current?.click()}>
          <ImageUp aria-hidden /> Choose images
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={MEDIA_TYPES.join(',')}
          data-testid={testId}
          onChange={(event) => {
            send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {files.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Uploads">
          {files.map((file) => (
            <Box as="li" key={file.id} fontSize="sm">
              <Flex justify="space-between" gap="2">
                <Text lineClamp="1" overflowWrap="anywhere">
                  {file.name}
                </Text>
                <Text color={file.state === 'failed' ? 'fg.error' : 'fg.muted'} flexShrink={0}>
                  {file.state === 'failed' ? 'Not uploaded' : file.state === 'done' ? 'Uploaded' : `${Math.round(file.sent * 100)}%`}
                </Text>
              </Flex>
              {file.state === 'failed' ? (
                <Text color="fg.error" fontSize="xs">
                  {file.message}
                </Text>
              ) : (
                <Progress.Root
                  value={Math.round(file.sent * 100)}
                  size="xs"
                  colorPalette={file.state === 'done' ? 'green' : 'blue'}
                  aria-label={`Uploading ${file.name}`}
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
