import { Text } from '@chakra-ui/react';
import { redirectInput } from '../../../../modules/redirects/redirect.schema';
import { formatDateTime } from '../../../../shared/dates';
import { trpc } from '../../../lib/trpc';
import { NameCell } from '../../content/cells';
import { describeSection } from '../../content/section-description';

export default describeSection({
  title: 'Redirects',
  description:
    "Old addresses that lead elsewhere. Renaming a published post's slug or deleting a published item adds one here by itself; add your own for links from an old site or a campaign.",
  caption: 'Redirects',
  emptyMessage: 'No redirects yet. Renaming or deleting published content adds them here.',
  noun: 'redirect',
  addLabel: 'Add redirect',
  nameField: 'fromPath',
  procedures: trpc.admin.redirects,
  columns: [
    { header: 'From', cell: (r) => <NameCell name={r.fromPath} phoneDetail={`→ ${r.toPath}`} /> },
    { header: 'To', hideBelow: 'md', cell: (r) => <Text wordBreak="break-all">{r.toPath}</Text> },
    { header: 'Status', field: 'status', width: '20' },
    { header: 'Hits', field: 'hitCount', hideBelow: 'md', width: '20' },
    { header: 'Last hit', hideBelow: 'lg', cell: (r) => (r.lastHitAt ? formatDateTime(r.lastHitAt) : 'Never') },
  ],
  schema: redirectInput,
  form: [
    {
      kind: 'text',
      name: 'fromPath',
      label: 'From path',
      placeholder: '/old-page',
      monospace: true,
      helperText: 'A path on this site, without a query; it must not be a page that exists.',
    },
    {
      kind: 'text',
      name: 'toPath',
      label: 'To',
      placeholder: '/new-page or https://…',
      monospace: true,
      helperText: 'A path on this site or an https:// address. If it is itself redirected, the redirect goes straight to the end.',
    },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      appearance: 'menu',
      numeric: true,
      initial: '301',
      options: [
        { value: '301', label: '301 — moved for good (search engines move the ranking)' },
        { value: '302', label: '302 — moved for now (the old address stays indexed)' },
      ],
    },
  ],
});
