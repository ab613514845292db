import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { ExpertiseDto } from '../../../modules/expertise/expertise.schema';
import { showToast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { AdminTable } from '../components/admin-table';
import { reportMutationError } from '../components/mutation-error';
import { OrderButtons } from '../components/order-buttons';
import { RowActions } from '../components/row-actions';
import { SectionHeader } from '../components/section-header';
import { useEditor } from '../components/use-editor';
import { useReorder } from '../components/use-reorder';
import { ExpertiseForm } from './core-expertise/expertise-form';
import { ExpertiseIcon } from './core-expertise/expertise-icon';

/** The home page's Core Expertise band shows this many cards. */
const SHOWN_ON_HOME = 4;

export default function CoreExpertiseSection() {
  const utils = trpc.useUtils();
  const list = trpc.admin.expertise.list.useQuery();
  const update = trpc.admin.expertise.update.useMutation();
  const remove = trpc.admin.expertise.remove.useMutation();
  const editor = useEditor<ExpertiseDto>();
  const items = list.data?.data;
  const nextOrder = Math.max(0, ...(items ?? []).map((i) => i.order)) + 1;

  const refresh = () => Promise.all([utils.admin.expertise.list.invalidate(), utils.expertise.list.invalidate()]);
  const { move, isMoving } = useReorder(items, (change) => update.mutateAsync(change), refresh);

  const onDelete = async (item: ExpertiseDto) => {
    try {
      await remove.mutateAsync({ id: item.id });
      await refresh();
      showToast('success', 'Expertise deleted', item.title);
    } catch (error) {
      reportMutationError(error, 'Could not delete the expertise');
    }
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Core Expertise"
        description={`The cards of the home page's Core Expertise band; the first ${SHOWN_ON_HOME} in this order are shown.`}
        actions={
          <Button colorPalette="blue" onClick={editor.openCreate}>
            <Plus aria-hidden /> Add expertise
          </Button>
        }
      />
      <AdminTable
        caption="Core expertise"
        rows={items}
        rowKey={(i) => i.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage="No expertise yet. Until there is, the home page shows placeholder cards."
        columns={[
          {
            header: 'Expertise',
            cell: (i) => (
              <Flex align="center" gap="3">
                <Box color="blue.fg" bg="blue.subtle" p="2" borderRadius="md" display="inline-flex">
                  <ExpertiseIcon iconType={i.iconType} customIconUrl={i.customIconUrl} />
                </Box>
                <Text fontWeight="medium">{i.title}</Text>
              </Flex>
            ),
          },
          {
            header: 'Description',
            hideBelow: 'md',
            cell: (i) => (
              <Text color="fg.muted" lineClamp="2" maxW="lg">
                {i.description}
              </Text>
            ),
          },
          { header: 'Order', cell: (i) => i.order, hideBelow: 'md', width: '20' },
        ]}
        actions={(i, index) => (
          <RowActions label={i.title} subject={`the expertise “${i.title}”`} onEdit={() => editor.openEdit(i)} onDelete={() => onDelete(i)}>
            <OrderButtons label={i.title} index={index} count={items?.length ?? 0} onMove={move} disabled={isMoving} />
          </RowActions>
        )}
      />
      <ExpertiseForm open={editor.isOpen} item={editor.record} nextOrder={nextOrder} onClose={editor.close} onSaved={refresh} />
    </Stack>
  );
}
