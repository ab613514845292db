import { notFoundMessage } from '../../server/lib/not-found';
import { publicById, publicList } from '../../server/trpc/public-reads';
import { router } from '../../server/trpc/trpc';
import { teamMemberDto } from './team-member.schema';
import { findTeamMember, listTeam } from './team.service';
import { TeamMemberEntity } from './team-member.entity';

const team = { tag: 'Team', content: 'team', dto: teamMemberDto } as const;

export const teamRouter = router({
  list: publicList({ ...team, path: '/team', summary: 'Team members, by order', message: 'Team members retrieved', list: listTeam }),
  byId: publicById({
    ...team,
    path: '/team/{id}',
    summary: 'One team member',
    notFound: notFoundMessage(TeamMemberEntity),
    message: 'Team member retrieved',
    find: findTeamMember,
  }),
});
