import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const TEAM_SEARCHABLE = ['name', 'title', 'department', 'email'] as const;

export const TeamMemberEntity = defineEntity({
  name: 'TeamMember',
  tableName: 'team_members',
  // The public list and the sitemap order by (order, id).
  indexes: [{ name: 'team_members_order_idx', properties: ['order', 'id'] }, searchIndex('team_members', TEAM_SEARCHABLE)],
  properties: (p) => ({
    ...baseProperties(),
    name: p.string().length(200),
    title: p.string().length(200),
    bio: p.text(),
    photoUrl: p.string().length(2048).nullable(),
    linkedinUrl: p.string().length(2048).nullable(),
    twitterUrl: p.string().length(2048).nullable(),
    email: p.string().length(320).nullable(),
    department: p.string().length(120).nullable(),
    specialties: p.text().nullable(),
    quote: p.text().nullable(),
    achievements: p.text().nullable(),
    order: p.integer().default(0),
  }),
});
nameEntity(TeamMemberEntity, 'Team member');

export type TeamMember = InferEntity<typeof TeamMemberEntity>;
