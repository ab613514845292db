import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { insightInput } from '../../../../modules/insights/insight.schema';
import { trpc } from '../../../lib/trpc';
import { describeSection } from '../../content/section-description';
import { PendingChangesBadge } from '../../components/pending-changes-badge';

const DEFAULT_IMAGE = '/images/insights/default.svg';

export default describeSection({
  title: 'Featured Insights',
  description: 'Active insights appear on the blog; the first three in this order also feature on the home page.',
  caption: 'Featured insights',
  emptyMessage: "No featured insights yet. Add one to fill the home page's Featured Insights.",
  noun: 'insight',
  addLabel: 'Add insight',
  createTitle: 'Add featured insight',
  nameField: 'title',
  liveField: 'isActive',
  editorial: true,
  procedures: trpc.admin.insights,
  publicQueries: (utils) => utils.insights,
  reorderable: true,
  columns: [
    {
      header: 'Insight',
      sortField: 'title',
      cell: (i) => (
        <Flex align="center" gap="3">
          <Box flexShrink={0} borderRadius="md" overflow="hidden" bg="bg.muted" display={{ base: 'none', sm: 'block' }}>
            <Image src={i.image ?? DEFAULT_IMAGE} alt="" htmlWidth={64} htmlHeight={40} width="64px" height="40px" objectFit="cover" />
          </Box>
          <Stack gap="0">
            <Text fontWeight="medium">{i.title}</Text>
            {i.link && (
              <Text fontSize="xs" color="fg.muted" truncate maxW="xs">
                {i.link}
              </Text>
            )}
          </Stack>
        </Flex>
      ),
    },
    { header: 'Category', field: 'category', hideBelow: 'md' },
    { header: 'Status', field: 'isActive', width: '24' },
    { header: 'Order', field: 'order', sortField: 'order', hideBelow: 'md', width: '20' },
    { header: 'Pending', hideBelow: 'md', cell: (row) => <PendingChangesBadge state={row.state} publishAt={row.publishAt} /> },
  ],
  schema: insightInput,
  form: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'textarea', name: 'description', label: 'Description', rows: 4 },
    { kind: 'image', name: 'image', label: 'Image', helperText: 'Landscape, about 16:9. A default image is used when empty.' },
    {
      columns: 2,
      row: [
        { kind: 'text', name: 'category', label: 'Category', helperText: 'Defaults to “Featured” on the blog.' },
        { kind: 'order', name: 'order', label: 'Order', helperText: 'Lower numbers first; the home page shows three.' },
      ],
    },
    {
      kind: 'text',
      name: 'link',
      label: 'Link',
      placeholder: '/blog/… or https://…',
      helperText: 'Where “Read more” goes: a site path such as /blog/… or a full URL.',
    },
    { kind: 'boolean', name: 'isActive', label: 'Active', initial: true, helperText: 'Inactive insights are hidden from the home page and the blog.' },
  ],
});
