import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { notFoundMessage } from '../../server/lib/not-found';
import { publicProcedure, router } from '../../server/trpc/trpc';
import { teamMemberDto } from './team-member.schema';
import { findTeamMember, listTeam } from './team.service';
import { TeamMemberEntity } from './team-member.entity';

const TEAM_MEMBER_NOT_FOUND = notFoundMessage(TeamMemberEntity);

export const teamRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/team', protect: false, tags: ['Team'], summary: 'Team members, by order' }, cache: 'public', reads: ['team'] })
    .input(z.void())
    .output(envelope(z.array(teamMemberDto)))
    .query(async ({ ctx }) => ok(await listTeam(ctx.em), 'Team members retrieved')),

  byId: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/team/{id}',
        protect: false,
        tags: ['Team'],
        summary: 'One team member',
        errorResponses: { 400: 'Invalid id', 404: TEAM_MEMBER_NOT_FOUND },
      },
      cache: 'public',
      reads: ['team'],
    })
    .input(z.strictObject({ id: idParam }))
    .output(envelope(teamMemberDto))
    .query(async ({ ctx, input }) => ok(await findTeamMember(ctx.em, input.id), 'Team member retrieved')),
});
