import type { EntityManager } from '@mikro-orm/postgresql';
import { dtoFrom } from '../../server/lib/dto';
import { TeamMemberEntity } from './team-member.entity';
import { teamMemberDto, type TeamMemberDto } from './team-member.schema';

export async function listTeam(em: EntityManager): Promise<TeamMemberDto[]> {
  const rows = await em.find(TeamMemberEntity, {}, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map((row) => dtoFrom(teamMemberDto, row));
}

export async function findTeamMember(em: EntityManager, id: number): Promise<TeamMemberDto> {
  return dtoFrom(teamMemberDto, await em.findOneOrFail(TeamMemberEntity, { id }));
}
