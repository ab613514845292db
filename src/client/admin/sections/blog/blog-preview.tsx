import { Box, CloseButton, Dialog, Heading, Image, Portal, Separator, Text } from '@chakra-ui/react';
import { ArticleContent } from '../../../pages/blog/article-content';
import { ArticleMeta } from '../../../pages/blog/article-meta';
import { ARTICLE_IMAGE_PROPS, DEFAULT_POST_CATEGORY, DEFAULT_POST_IMAGE, readTimeMinutes } from '../../../pages/blog/blog-entries';
import { TeamAuthor } from '../../../pages/blog/team-author';
import type { BlogPostInput } from '../../../../modules/blog/blog-post.schema';
import { today } from '../../components/admin-dates';

type Props = { values: BlogPostInput | null; onClose: () => void };

/** The unsaved post laid out as its public article page shows it (same image, meta line and body styles). */
export function BlogPreview({ values: post, onClose }: Props) {
  const date = post?.publishDate || today();
  return (
    <Dialog.Root open={post !== null} onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px">
              <Dialog.Title>Preview</Dialog.Title>
            </Dialog.Header>
            {post && (
              <Dialog.Body py="8" bg="surface">
                <Box as="article" aria-label="Article preview">
                  <Image src={post.imageUrl || DEFAULT_POST_IMAGE} width={1200} height={630} {...ARTICLE_IMAGE_PROPS} />
                  <ArticleMeta mt="6" gap="4" date={date} category={post.category || DEFAULT_POST_CATEGORY} readMinutes={readTimeMinutes(post.content ?? '')} />
                  {/* An h1 on the public page; inside the dialog it ranks below the dialog's title. */}
                  <Heading as="h3" mt="4" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15">
                    {post.title || 'Untitled post'}
                  </Heading>
                  <Box mt="5">
                    <TeamAuthor size="md" />
                  </Box>
                  {post.excerpt && (
                    <Text mt="6" fontSize="lg" fontStyle="italic" color="fg.muted" lineHeight="1.7">
                      {post.excerpt}
                    </Text>
                  )}
                  <Separator my="6" />
                  {post.content ? <ArticleContent html={post.content} /> : <Text color="fg.muted">No content yet.</Text>}
                </Box>
              </Dialog.Body>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close preview" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
