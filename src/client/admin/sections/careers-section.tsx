import { Button, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { CareerPositionDto } from '../../../modules/careers/career-position.schema';
import { showToast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { ActiveBadge } from '../components/active-badge';
import { AdminTable } from '../components/admin-table';
import { reportMutationError } from '../components/mutation-error';
import { RowActions } from '../components/row-actions';
import { SectionHeader } from '../components/section-header';
import { useEditor } from '../components/use-editor';
import { CareerForm } from './careers/career-form';

export default function CareersSection() {
  const utils = trpc.useUtils();
  const list = trpc.admin.careers.list.useQuery();
  const remove = trpc.admin.careers.remove.useMutation();
  const editor = useEditor<CareerPositionDto>();
  const positions = list.data?.data;

  const refresh = () => Promise.all([utils.admin.careers.list.invalidate(), utils.careers.list.invalidate(), utils.careers.byId.invalidate()]);

  const onDelete = async (position: CareerPositionDto) => {
    try {
      await remove.mutateAsync({ id: position.id });
      await refresh();
      showToast('success', 'Position deleted', position.title);
    } catch (error) {
      reportMutationError(error, 'Could not delete the position');
    }
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Career Listings"
        description="Open positions on the Careers page. Deactivate a position to close it without losing its applications."
        actions={
          <Button colorPalette="blue" onClick={editor.openCreate}>
            <Plus aria-hidden /> Add position
          </Button>
        }
      />
      <AdminTable
        caption="Career listings"
        rows={positions}
        rowKey={(p) => p.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage="No positions yet. While none is active, the Careers page says there are no open positions."
        columns={[
          {
            header: 'Position',
            cell: (p) => (
              <Stack gap="0">
                <Text fontWeight="medium">{p.title}</Text>
                <Text fontSize="xs" color="fg.muted" display={{ md: 'none' }}>
                  {[p.location, p.type].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            ),
          },
          { header: 'Location', cell: (p) => p.location ?? '—', hideBelow: 'md' },
          { header: 'Type', cell: (p) => p.type ?? '—', hideBelow: 'lg' },
          { header: 'Department', cell: (p) => p.department ?? '—', hideBelow: 'lg' },
          { header: 'Requirements', cell: (p) => p.requirements.length, hideBelow: 'xl', width: '28' },
          { header: 'Status', cell: (p) => <ActiveBadge active={p.isActive} activeLabel="Open" inactiveLabel="Closed" />, width: '24' },
        ]}
        actions={(p) => (
          <RowActions label={p.title} subject={`the position “${p.title}”`} onEdit={() => editor.openEdit(p)} onDelete={() => onDelete(p)} />
        )}
      />
      <CareerForm open={editor.isOpen} position={editor.record} onClose={editor.close} onSaved={refresh} />
    </Stack>
  );
}
