import { Box, Button, Container, Heading, Separator, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { htmlToText, summarise } from '../../lib/meta-text';
import { usePageMeta } from '../../lib/page-meta';
import { blogPosting, detailBreadcrumbs } from '../../lib/structured-data';
import type { BlogPost } from '../../loaders/page-data-source';
import { ArticleContent } from './article-content';
import { ArticleMeta } from './article-meta';
import { ShareButtons } from '../../components/ui/share-buttons';
import { ARTICLE_IMAGE_PROPS, DEFAULT_POST_CATEGORY, DEFAULT_POST_IMAGE, postDate, readTimeMinutes, teamAuthorName } from './blog-entries';
import { TeamAuthor } from './team-author';

export function BlogArticlePage({ data: post }: { data: BlogPost }) {
  usePageMeta({
    title: post.title,
    description: summarise(post.excerpt) ?? summarise(htmlToText(post.content)),
    image: post.imageUrl,
    imageAlt: post.title,
    type: 'article',
    structuredData: (site) => [
      blogPosting(site, post, {
        category: post.category || DEFAULT_POST_CATEGORY,
        imageUrl: post.imageUrl || DEFAULT_POST_IMAGE,
        author: teamAuthorName(site.settings.company),
      }),
      detailBreadcrumbs(site, { name: 'Blog', path: '/blog' }, { name: post.title, path: `/blog/${post.slug}` }),
    ],
  });

  const date = postDate(post);
  return (
    <Box as="article" bg="surface" py={{ base: '10', md: '16' }}>
      <Container maxW="4xl">
        <ResponsiveImage
          src={post.imageUrl || DEFAULT_POST_IMAGE}
          htmlWidth={1200}
          htmlHeight={630}
          sizes="(min-width: 56rem) 56rem, 100vw"
          priority
          {...ARTICLE_IMAGE_PROPS}
          boxShadow="md"
        />
        <ArticleMeta
          mt="8"
          gap={{ base: '3', md: '5' }}
          date={date}
          category={post.category || DEFAULT_POST_CATEGORY}
          readMinutes={readTimeMinutes(post.content)}
          badgeSize="md"
        />
        <Heading as="h1" mt="4" textStyle="pageTitle">
          {post.title}
        </Heading>
        <Box mt="6">
          <TeamAuthor size="md" />
        </Box>
        <Text mt="8" textStyle="lead" fontStyle="italic" color="fg.muted" lineHeight="1.7">
          {post.excerpt}
        </Text>
        <Separator my="8" />
        <ArticleContent html={post.content} />
        <Separator my="10" />
        <ShareButtons title="Share this insight" path={`/blog/${post.slug}`} pageTitle={post.title} />
        <Button asChild mt="10" variant="ghost" colorPalette="blue" px="0" _hover={{ bg: 'transparent', textDecoration: 'underline' }}>
          <Link href="/blog">
            <ArrowLeft size={18} aria-hidden /> Back to All Insights
          </Link>
        </Button>
      </Container>
    </Box>
  );
}
