import { Avatar, Flex } from '@chakra-ui/react';
import { teamMemberInput } from '../../../../modules/team/team-member.schema';
import { trpc } from '../../../lib/trpc';
import { NameCell } from '../../content/cells';
import { describeSection } from '../../content/section-description';
import { PendingChangesBadge } from '../../components/pending-changes-badge';

export default describeSection({
  title: 'Team Members',
  description: (members) => (members ? `${members.length} ${members.length === 1 ? 'person' : 'people'} on the Team page, in this order.` : undefined),
  caption: 'Team members',
  emptyMessage: 'No team members yet. Add the first one to fill the Team page.',
  noun: 'team member',
  addLabel: 'Add team member',
  nameField: 'name',
  editorial: true,
  procedures: trpc.admin.team,
  publicQueries: (utils) => utils.team,
  columns: [
    {
      header: 'Name',
      sortField: 'name',
      cell: (m) => (
        <Flex align="center" gap="3">
          <Avatar.Root size="sm">
            <Avatar.Fallback name={m.name} />
            {m.photoUrl && <Avatar.Image src={m.photoUrl} alt="" />}
          </Avatar.Root>
          <NameCell name={m.name} phoneDetail={m.title} />
        </Flex>
      ),
    },
    { header: 'Title', field: 'title', hideBelow: 'md' },
    { header: 'Department', field: 'department', hideBelow: 'lg' },
    { header: 'Email', field: 'email', hideBelow: 'xl' },
    { header: 'Order', field: 'order', sortField: 'order', hideBelow: 'md', width: '20' },
    { header: 'Pending', hideBelow: 'md', cell: (row) => <PendingChangesBadge state={row.state} publishAt={row.publishAt} /> },
  ],
  schema: teamMemberInput,
  formSize: 'lg',
  form: [
    {
      columns: 2,
      row: [
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'text', name: 'title', label: 'Job title' },
      ],
    },
    { kind: 'textarea', name: 'bio', label: 'Bio', rows: 6 },
    { kind: 'image', name: 'photoUrl', label: 'Photo', helperText: 'A square portrait works best.' },
    {
      columns: 2,
      row: [
        { kind: 'text', name: 'email', label: 'Email', inputType: 'email' },
        { kind: 'text', name: 'department', label: 'Department' },
        { kind: 'text', name: 'linkedinUrl', label: 'LinkedIn URL', inputType: 'url', placeholder: 'https://www.linkedin.com/in/…' },
        { kind: 'text', name: 'twitterUrl', label: 'Twitter URL', inputType: 'url', placeholder: 'https://x.com/…' },
      ],
    },
    { kind: 'text', name: 'specialties', label: 'Specialties', helperText: 'Comma-separated, e.g. Business analysis, Agile delivery' },
    { kind: 'textarea', name: 'quote', label: 'Quote', rows: 2 },
    { kind: 'textarea', name: 'achievements', label: 'Achievements', rows: 4, helperText: 'One achievement per line.' },
    { kind: 'order', name: 'order', label: 'Order', helperText: 'Lower numbers are listed first.' },
  ],
});
