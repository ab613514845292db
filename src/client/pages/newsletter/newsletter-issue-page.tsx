import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { formatLongDate } from '../../../shared/dates';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { htmlToText, summarise } from '../../lib/meta-text';
import { usePageMeta } from '../../lib/page-meta';
import type { ArchivedIssue } from '../../loaders/page-data-source';
import { ArticleContent } from '../blog/article-content';

/** `/newsletter/{id}`: one sent issue as its subscribers read it, with the post it was made from. */
export function NewsletterIssuePage({ data: issue }: { data: ArchivedIssue }) {
  usePageMeta({ title: issue.subject, description: issue.preheader || summarise(htmlToText(issue.body)) });
  return (
    <>
      <PageHero eyebrow="Newsletter" title={issue.subject}>
        <Text mt="4" color="gray.200">
          Sent <time dateTime={issue.sentAt}>{formatLongDate(issue.sentAt)}</time>
        </Text>
      </PageHero>
      <Section>
        <Stack gap="8" maxW="3xl">
          <ChakraLink asChild color="accent" fontWeight="medium" gap="2">
            <Link href="/newsletter">
              <ArrowLeft size={18} aria-hidden /> All Issues
            </Link>
          </ChakraLink>
          <ArticleContent html={issue.body} />
          {issue.post && (
            <Box>
              <ChakraLink asChild color="accent" fontWeight="semibold">
                <Link href={`/blog/${issue.post.slug}`}>Read the article: {issue.post.title}</Link>
              </ChakraLink>
            </Box>
          )}
        </Stack>
      </Section>
    </>
  );
}
