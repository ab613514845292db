import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { ServiceDto } from '../../../modules/services/service.schema';
import { showToast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { ServiceIcon } from '../../pages/services/service-icon';
import { ActiveBadge } from '../components/active-badge';
import { AdminTable } from '../components/admin-table';
import { reportMutationError } from '../components/mutation-error';
import { OrderButtons } from '../components/order-buttons';
import { RowActions } from '../components/row-actions';
import { SectionHeader } from '../components/section-header';
import { useEditor } from '../components/use-editor';
import { useReorder } from '../components/use-reorder';
import { ServiceForm } from './services/service-form';

export default function ServicesSection() {
  const utils = trpc.useUtils();
  const list = trpc.admin.services.list.useQuery();
  const update = trpc.admin.services.update.useMutation();
  const remove = trpc.admin.services.remove.useMutation();
  const editor = useEditor<ServiceDto>();
  const services = list.data?.data;
  const nextOrder = Math.max(0, ...(services ?? []).map((s) => s.order)) + 1;

  const refresh = () => Promise.all([utils.admin.services.list.invalidate(), utils.services.list.invalidate(), utils.services.byId.invalidate()]);
  const { move, isMoving } = useReorder(services, (change) => update.mutateAsync(change), refresh);

  const onDelete = async (service: ServiceDto) => {
    try {
      await remove.mutateAsync({ id: service.id });
      await refresh();
      showToast('success', 'Service deleted', service.title);
    } catch (error) {
      reportMutationError(error, 'Could not delete the service');
    }
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Services"
        description="What the Services page offers, in this order. Inactive services stay here but are hidden from visitors."
        actions={
          <Button colorPalette="blue" onClick={editor.openCreate}>
            <Plus aria-hidden /> Add service
          </Button>
        }
      />
      <AdminTable
        caption="Services"
        rows={services}
        rowKey={(s) => s.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage="No services yet. Add one to fill the Services page."
        columns={[
          {
            header: 'Service',
            cell: (s) => (
              <Flex align="center" gap="3">
                <Box color="blue.fg" bg="blue.subtle" p="2" borderRadius="md" display="inline-flex">
                  <ServiceIcon iconType={s.iconType} size={18} />
                </Box>
                <Text fontWeight="medium">{s.title}</Text>
              </Flex>
            ),
          },
          {
            header: 'Description',
            hideBelow: 'lg',
            cell: (s) => (
              <Text color="fg.muted" lineClamp="2" maxW="md">
                {s.description}
              </Text>
            ),
          },
          { header: 'Features', cell: (s) => s.features.length, hideBelow: 'md', width: '24' },
          { header: 'Status', cell: (s) => <ActiveBadge active={s.isActive} />, width: '24' },
          { header: 'Order', cell: (s) => s.order, hideBelow: 'md', width: '20' },
        ]}
        actions={(s, index) => (
          <RowActions label={s.title} subject={`the service “${s.title}”`} onEdit={() => editor.openEdit(s)} onDelete={() => onDelete(s)}>
            <OrderButtons label={s.title} index={index} count={services?.length ?? 0} onMove={move} disabled={isMoving} />
          </RowActions>
        )}
      />
      <ServiceForm open={editor.isOpen} service={editor.record} nextOrder={nextOrder} onClose={editor.close} onSaved={refresh} />
    </Stack>
  );
}
