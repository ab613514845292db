import { Badge, Text } from '@chakra-ui/react';
import { issueContentInput } from '../../../../modules/newsletter/newsletter-issue.schema';
import { formatDateTime } from '../../../../shared/dates';
import { trpc } from '../../../lib/trpc';
import { describeSection } from '../../content/section-description';
import { IssueSending } from './issue-sending';

/** The newest blog posts, to make an issue from. */
function useBlogPostChoices() {
  const posts = trpc.admin.blog.list.useQuery({ pageSize: 100, sort: 'publishDate:desc' });
  return posts.data?.data.map((post) => ({ value: String(post.id), label: post.title }));
}

export default describeSection({
  title: 'Newsletter Issues',
  description: 'Write an issue, preview it at phone and desktop width, send yourself a test, then send it to every confirmed subscriber.',
  caption: 'Newsletter issues',
  emptyMessage: 'No issues yet. Write the first one for your subscribers.',
  noun: 'issue',
  addLabel: 'New issue',
  nameField: 'subject',
  procedures: trpc.admin.newsletter.issues,
  editExtras: IssueSending,
  columns: [
    { header: 'Subject', cell: (issue) => <Text fontWeight="medium">{issue.subject}</Text> },
    {
      header: 'Status',
      cell: (issue) => <Badge colorPalette={issue.status === 'sent' ? 'green' : issue.status === 'sending' ? 'blue' : 'gray'}>{issue.status}</Badge>,
    },
    { header: 'Finished', hideBelow: 'lg', cell: (issue) => (issue.sentAt ? formatDateTime(issue.sentAt) : '—') },
  ],
  schema: issueContentInput,
  formSize: 'lg',
  form: [
    {
      kind: 'reference',
      name: 'blogPostId',
      label: 'Send this blog post',
      noneLabel: 'None: write the issue below',
      useOptions: useBlogPostChoices,
      helperText: 'The e-mail links to the post; the fields below left blank take its title, excerpt and text.',
    },
    { kind: 'text', name: 'subject', label: 'Subject' },
    { kind: 'text', name: 'preheader', label: 'Preheader', helperText: 'The line mail clients show after the subject.' },
    { kind: 'richText', name: 'body', label: 'Body' },
  ],
});
