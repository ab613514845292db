import { orderedAdminSectionRouter } from '../../server/trpc/admin-crud';
import { TeamMemberEntity } from './team-member.entity';
import { teamMemberDto, teamMemberInput } from './team-member.schema';

export const teamAdminRouter = orderedAdminSectionRouter({
  path: 'team',
  tag: 'Team',
  content: 'team',
  scope: 'team',
  entity: TeamMemberEntity,
  dto: teamMemberDto,
  input: teamMemberInput,
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
  publicPage: { route: '/team/:id', list: '/team' },
});
