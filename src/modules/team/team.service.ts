import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicPage } from '../../shared/public-page';
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

/** The profile page of each team member, for the sitemap. */
export async function teamPages(em: EntityManager): Promise<PublicPage[]> {
  const team = await em.find(TeamMemberEntity, {}, { fields: ['id', 'updatedAt'], orderBy: { order: 'asc', id: 'asc' } });
  return team.map((m) => ({ path: `/team/${m.id}`, lastModified: m.updatedAt }));
}
