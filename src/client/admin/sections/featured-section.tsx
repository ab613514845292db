import { Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { InsightDto } from '../../../modules/insights/insight.schema';
import { showToast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { ActiveBadge } from '../components/active-badge';
import { AdminTable } from '../components/admin-table';
import { reportMutationError } from '../components/mutation-error';
import { OrderButtons } from '../components/order-buttons';
import { RowActions } from '../components/row-actions';
import { SectionHeader } from '../components/section-header';
import { useEditor } from '../components/use-editor';
import { useReorder } from '../components/use-reorder';
import { InsightForm } from './featured/insight-form';

const DEFAULT_IMAGE = '/images/insights/default.svg';

export default function FeaturedSection() {
  const utils = trpc.useUtils();
  const list = trpc.admin.insights.list.useQuery();
  const update = trpc.admin.insights.update.useMutation();
  const remove = trpc.admin.insights.remove.useMutation();
  const editor = useEditor<InsightDto>();
  const insights = list.data?.data;
  const nextOrder = Math.max(0, ...(insights ?? []).map((i) => i.order)) + 1;

  const refresh = () => Promise.all([utils.admin.insights.list.invalidate(), utils.insights.list.invalidate()]);
  const { move, isMoving } = useReorder(insights, (change) => update.mutateAsync(change), refresh);

  const onDelete = async (insight: InsightDto) => {
    try {
      await remove.mutateAsync({ id: insight.id });
      await refresh();
      showToast('success', 'Insight deleted', insight.title);
    } catch (error) {
      reportMutationError(error, 'Could not delete the insight');
    }
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Featured Insights"
        description="Active insights appear on the blog; the first three in this order also feature on the home page."
        actions={
          <Button colorPalette="blue" onClick={editor.openCreate}>
            <Plus aria-hidden /> Add insight
          </Button>
        }
      />
      <AdminTable
        caption="Featured insights"
        rows={insights}
        rowKey={(i) => i.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage="No featured insights yet. Add one to fill the home page's Featured Insights."
        columns={[
          {
            header: 'Insight',
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
          { header: 'Category', cell: (i) => i.category ?? '—', hideBelow: 'md' },
          { header: 'Status', cell: (i) => <ActiveBadge active={i.isActive} />, width: '24' },
          { header: 'Order', cell: (i) => i.order, hideBelow: 'md', width: '20' },
        ]}
        actions={(i, index) => (
          <RowActions label={i.title} subject={`the insight “${i.title}”`} onEdit={() => editor.openEdit(i)} onDelete={() => onDelete(i)}>
            <OrderButtons label={i.title} index={index} count={insights?.length ?? 0} onMove={move} disabled={isMoving} />
          </RowActions>
        )}
      />
      <InsightForm open={editor.isOpen} insight={editor.record} nextOrder={nextOrder} onClose={editor.close} onSaved={refresh} />
    </Stack>
  );
}
