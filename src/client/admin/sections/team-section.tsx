import { Avatar, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { TeamMemberDto } from '../../../modules/team/team-member.schema';
import { showToast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { AdminTable } from '../components/admin-table';
import { reportMutationError } from '../components/mutation-error';
import { RowActions } from '../components/row-actions';
import { SectionHeader } from '../components/section-header';
import { useEditor } from '../components/use-editor';
import { TeamForm } from './team/team-form';

export default function TeamSection() {
  const utils = trpc.useUtils();
  const list = trpc.admin.team.list.useQuery();
  const remove = trpc.admin.team.remove.useMutation();
  const editor = useEditor<TeamMemberDto>();
  const members = list.data?.data;
  const nextOrder = Math.max(0, ...(members ?? []).map((m) => m.order)) + 1;

  const refresh = () => Promise.all([utils.admin.team.list.invalidate(), utils.team.list.invalidate(), utils.team.byId.invalidate()]);

  const onDelete = async (member: TeamMemberDto) => {
    try {
      await remove.mutateAsync({ id: member.id });
      await refresh();
      showToast('success', 'Team member deleted', member.name);
    } catch (error) {
      reportMutationError(error, 'Could not delete the team member');
    }
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Team Members"
        description={members ? `${members.length} ${members.length === 1 ? 'person' : 'people'} on the Team page, in this order.` : undefined}
        actions={
          <Button colorPalette="blue" onClick={editor.openCreate}>
            <Plus aria-hidden /> Add team member
          </Button>
        }
      />
      <AdminTable
        caption="Team members"
        rows={members}
        rowKey={(m) => m.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage="No team members yet. Add the first one to fill the Team page."
        columns={[
          {
            header: 'Name',
            cell: (m) => (
              <Flex align="center" gap="3">
                <Avatar.Root size="sm">
                  <Avatar.Fallback name={m.name} />
                  {m.photoUrl && <Avatar.Image src={m.photoUrl} alt="" />}
                </Avatar.Root>
                <Stack gap="0">
                  <Text fontWeight="medium">{m.name}</Text>
                  <Text fontSize="xs" color="fg.muted" display={{ md: 'none' }}>
                    {m.title}
                  </Text>
                </Stack>
              </Flex>
            ),
          },
          { header: 'Title', cell: (m) => m.title, hideBelow: 'md' },
          { header: 'Department', cell: (m) => m.department ?? '—', hideBelow: 'lg' },
          { header: 'Email', cell: (m) => m.email ?? '—', hideBelow: 'xl' },
          { header: 'Order', cell: (m) => m.order, hideBelow: 'md', width: '20' },
        ]}
        actions={(m) => (
          <RowActions label={m.name} subject={`the team member “${m.name}”`} onEdit={() => editor.openEdit(m)} onDelete={() => onDelete(m)} />
        )}
      />
      <TeamForm open={editor.isOpen} member={editor.record} nextOrder={nextOrder} onClose={editor.close} onSaved={refresh} />
    </Stack>
  );
}
