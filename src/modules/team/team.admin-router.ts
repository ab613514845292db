import { orderedAdminSectionRouter } from '../../server/trpc/admin-crud';
import { TEAM_SEARCHABLE, TeamMemberEntity } from './team-member.entity';
import { teamMemberDto, teamMemberInput } from './team-member.schema';

export const teamAdminRouter = orderedAdminSectionRouter({
  path: 'team',
  tag: 'Team',
  content: 'team',
  scope: 'team',
  entity: TeamMemberEntity,
  dto: teamMemberDto,
  input: teamMemberInput,
  describedImages: { photoUrl: 'Photo' },
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
  publicPage: { route: '/team/:id', list: '/team' },
  editorial: { preview: { page: '/team/:id', list: 'team', item: { read: 'teamMember', by: 'id' } } },
  list: {
    searchable: TEAM_SEARCHABLE,
    sortable: { order: 'order', name: 'name', title: 'title', createdAt: 'createdAt' },
    defaultSort: 'order:asc',
  },
});
