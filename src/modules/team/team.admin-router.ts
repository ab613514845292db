import { adminSectionRouter } from '../../server/trpc/admin-crud';
import { TeamMemberEntity } from './team-member.entity';
import { teamMemberDto, teamMemberInput } from './team-member.schema';
import { toTeamMemberDto } from './team.service';

export const teamAdminRouter = adminSectionRouter({
  path: 'team',
  tag: 'Team',
  content: 'team',
  noun: 'Team member',
  entity: TeamMemberEntity,
  dto: teamMemberDto,
  toDto: toTeamMemberDto,
  input: teamMemberInput,
  orderBy: [{ order: 'asc' }, { id: 'asc' }],
});
