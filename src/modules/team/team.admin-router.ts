import { adminSectionRouter } from '../../server/trpc/admin-crud';
import { TEAM_SEARCHABLE, TeamMemberEntity } from './team-member.entity';
import { teamMemberDto, teamMemberInput } from './team-member.schema';

export const teamAdminRouter = adminSectionRouter({
  path: 'team',
  tag: 'Team',
  content: 'team',
  scope: 'team',
  entity: TeamMemberEntity,
  dto: teamMemberDto,
  input: teamMemberInput,
  list: {
    searchable: TEAM_SEARCHABLE,
    sortable: { order: 'order', name: 'name', title: 'title', createdAt: 'createdAt' },
    defaultSort: 'order:asc',
  },
});
