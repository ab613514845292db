import { Box, Button, chakra, Field, Flex, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { MediaDto } from '../../../modules/media/media.schema';
import { formatDateTime } from '../../../shared/dates';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/state-views';
import { trpc } from '../../lib/trpc';
import { isDescribed } from './describe-image';

const PAGE_SIZE = 24;
// As the lists' search box: a typist's pauses do not each start a search.
const SEARCH_DELAY_MS = 300;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en')} KB`;

/**
 * The uploaded images as a grid, searched by file name and alt text, newest first, a page at a time. `onPick` makes
 * each image a button that chooses it (the picker in forms); `actions` adds buttons under each (the library).
 */
export function MediaGrid({ onPick, actions }: { onPick?: (media: MediaDto) => void; actions?: (media: MediaDto) => ReactNode }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const list = trpc.admin.media.list.useQuery(
    { page, pageSize: PAGE_SIZE, ...(q && { q }) },
    {
      refetchOnMount: 'always',
      // The grid stays while a new search loads: no flash, and an open dialog in it stays open.
      placeholderData: (previous) => previous,
    },
  );
  const images = list.data?.data;
  const meta = list.data?.meta;

  return (
    <Stack gap="4">
      <Field.Root width={{ base: 'full', sm: '72' }}>
        <Field.Label fontSize="sm">Search images</Field.Label>
        <Input size="sm" type="search" value={text} placeholder="File name or alt text" onChange={(e) => setText(e.target.value)} />
      </Field.Root>
      {list.isLoading && <LoadingState />}
      {list.error && <ErrorState message={list.error.message} />}
      {images && images.length === 0 && (
        <EmptyState message={q ? `No images match “${q}”.` : 'No images yet. Upload one here or from any image field of a form.'} />
      )}
      {images && images.length > 0 && (
        <SimpleGrid as="ul" aria-label="Images" columns={{ base: 2, sm: 3, lg: 4 }} gap="3" listStyleType="none" m="0" p="0">
          {images.map((media) => (
            <Box as="li" key={media.id} borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg.panel" minW="0">
              {onPick ? (
                <chakra.button type="button" display="block" width="full" cursor="pointer" aria-label={`Use ${media.filename}`} onClick={() => onPick(media)}>
                  <Thumbnail media={media} />
                </chakra.button>
              ) : (
                <Thumbnail media={media} />
              )}
              <Stack gap="0" p="2" fontSize="xs">
                <Text fontWeight="medium" lineClamp="1" overflowWrap="anywhere" title={media.filename}>
                  {media.filename}
                </Text>
                <Text color="fg.muted">
                  {media.width && media.height ? `${media.width} × ${media.height} px · ` : ''}
                  {kilobytes(media.size)} · {formatDateTime(media.createdAt)}
                </Text>
                {!actions && (
                  <Text color={isDescribed(media) ? 'fg.muted' : 'fg.error'} lineClamp="1" title={media.alt}>
                    {media.alt ? `Alt: ${media.alt}` : media.decorative ? 'Decorative' : 'Needs alt text before use'}
                  </Text>
                )}
                {actions && (
                  <Flex mt="1" direction="column" gap="1">
                    {actions(media)}
                  </Flex>
                )}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {meta && meta.totalPages > 1 && (
        <Flex as="nav" aria-label="Image pages" justify="space-between" align="center">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Page {page} of {meta.totalPages.toLocaleString('en')}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= meta.totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

function Thumbnail({ media }: { media: MediaDto }) {
  return <Image src={media.url} alt="" width="full" aspectRatio="4 / 3" objectFit="cover" bg="bg.muted" loading="lazy" />;
}
