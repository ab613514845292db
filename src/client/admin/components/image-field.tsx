import { Box, Button, Field, Flex, Image, Input, Stack, Text } from '@chakra-ui/react';
import { ImageUp, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '../../../modules/media/media.schema';
import { showToast } from '../../components/ui/toaster';
import { uploadImage } from './upload-image';
import { MediaPicker } from './media-picker';

type Props = {
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
  helperText?: string;
};

/** An image address: upload a file (stored by the server), choose one already uploaded, or type a URL or site path. */
export function ImageField({ label, value, onChange, error, helperText }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const inputId = useId();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) {
      showToast('error', 'Upload failed', 'Images must be PNG, JPEG, WEBP, GIF or AVIF');
      return;
    }
    if (file.size > MEDIA_MAX_BYTES) {
      showToast('error', 'Upload failed', `Images must be at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB`);
      return;
    }
    setUploading(true);
    try {
      const media = await uploadImage(file);
      onChange(media.url);
      showToast('success', 'Image uploaded', media.filename);
    } catch (err) {
      showToast('error', 'Upload failed', err instanceof Error ? err.message : 'The image could not be uploaded');
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Flex gap="3" align="flex-start" width="full">
        <Box flexShrink={0} width="72px" height="72px" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
          {value ? <Image src={value} alt={`${label} preview`} width="72px" height="72px" objectFit="cover" /> : null}
        </Box>
        <Stack gap="2" flex="1">
          <Input id={inputId} value={value ?? ''} placeholder="/images/… or https://…" onChange={(e) => onChange(e.target.value || null)} />
          <Flex gap="2" wrap="wrap">
            <Button size="xs" variant="outline" loading={uploading} loadingText="Uploading..." onClick={() => fileInput.current?.click()}>
              <ImageUp aria-hidden /> Upload image
            </Button>
            <MediaPicker label={label} onPick={onChange} />
            {value && (
              <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
                <X aria-hidden /> Remove
              </Button>
            )}
          </Flex>
          <input
            ref={fileInput}
            type="file"
            accept={MEDIA_TYPES.join(',')}
            hidden
            data-testid={`${label}-file`}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </Stack>
      </Flex>
      {helperText && !error && (
        <Text fontSize="xs" color="fg.muted">
          {helperText}
        </Text>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
