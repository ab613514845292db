import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicPage } from '../../shared/public-page';
import { TeamMemberEntity, type TeamMember } from './team-member.entity';
import type { TeamMemberDto } from './team-member.schema';

export const toTeamMemberDto = (m: TeamMember): TeamMemberDto => ({
  id: m.id,
  name: m.name,
  title: m.title,
  bio: m.bio,
  photoUrl: m.photoUrl ?? null,
  linkedinUrl: m.linkedinUrl ?? null,
  twitterUrl: m.twitterUrl ?? null,
  email: m.email ?? null,
  department: m.department ?? null,
  specialties: m.specialties ?? null,
  quote: m.quote ?? null,
  achievements: m.achievements ?? null,
  order: m.order,
});

export async function listTeam(em: EntityManager): Promise<TeamMemberDto[]> {
  const rows = await em.find(TeamMemberEntity, {}, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map(toTeamMemberDto);
}

export async function findTeamMember(em: EntityManager, id: number): Promise<TeamMemberDto | null> {
  const row = await em.findOne(TeamMemberEntity, { id });
  return row ? toTeamMemberDto(row) : null;
}

/** The profile page of each team member, for the sitemap. */
export async function teamPages(em: EntityManager): Promise<PublicPage[]> {
  const team = await em.find(TeamMemberEntity, {}, { fields: ['id', 'updatedAt'], orderBy: { order: 'asc', id: 'asc' } });
  return team.map((m) => ({ path: `/team/${m.id}`, lastModified: m.updatedAt }));
}
