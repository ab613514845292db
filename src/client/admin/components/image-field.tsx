import { Box, Button, Field, Flex, Image, Input, Stack, Text } from '@chakra-ui/react';
import { ImageUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { MediaDto } from '../../../modules/media/media.schema';
import { showToast } from '../../components/ui/toaster';
import { DescribeImage, isDescribed } from './describe-image';
import { uploadImage } from './upload-image';
import { useImageFile } from './use-image-file';
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
  // An image just uploaded here still needs its description before the item can be saved with it.
  const [undescribed, setUndescribed] = useState<MediaDto | null>(null);
  const file = useImageFile(async (chosen) => {
    const media = await uploadImage(chosen);
    onChange(media.url);
    setUndescribed(isDescribed(media) ? null : media);
    showToast('success', 'Image uploaded', media.filename);
  }, 'Upload failed');
  const inputId = useId();

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
            <Button size="xs" variant="outline" loading={file.busy} loadingText="Uploading..." onClick={file.open}>
              <ImageUp aria-hidden /> Upload image
            </Button>
            <MediaPicker label={label} onPick={onChange} />
            {value && (
              <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
                <X aria-hidden /> Remove
              </Button>
            )}
          </Flex>
          {file.input(`${label}-file`)}
          {undescribed && undescribed.url === value && (
            <DescribeImage
              key={undescribed.id}
              media={undescribed}
              action="Save description"
              onDescribed={(media) => {
                setUndescribed(null);
                // The field's error (the server's refusal) was about this; a new save will tell.
                onChange(media.url);
              }}
            />
          )}
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
