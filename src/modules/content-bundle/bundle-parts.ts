import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import { BlogPostEntity } from '../blog';
import { CareerPositionEntity } from '../careers';
import { CaseResultEntity } from '../case-results';
import { ExpertiseEntity } from '../expertise';
import { InsightEntity } from '../insights';
import { MediaEntity } from '../media';
import { ServiceEntity } from '../services';
import { DEFAULT_SETTINGS, SettingEntity } from '../settings';
import { TeamMemberEntity } from '../team';

/** A table the bundle carries: its rows as stored, every column, under the part's name. */
export type BundlePart = {
  name: string;
  entity: EntitySchema<never, never>;
  /** What a row is matched on in merge mode, besides its id (a unique column such as a slug). */
  naturalKey?: string;
  /** The rows of the table that belong in a bundle (settings: the brand content, never secrets). */
  where?: Record<string, unknown>;
};

/** The brand-content groups; other settings rows hold secrets (link signing) or staff addresses and stay behind. */
const BRAND_CONTENT_KEYS = Object.keys(DEFAULT_SETTINGS);

export const BUNDLE_PARTS: BundlePart[] = [
  { name: 'services', entity: ServiceEntity as never },
  { name: 'team', entity: TeamMemberEntity as never },
  { name: 'blog', entity: BlogPostEntity as never, naturalKey: 'slug' },
  { name: 'insights', entity: InsightEntity as never },
  { name: 'expertise', entity: ExpertiseEntity as never },
  { name: 'caseResults', entity: CaseResultEntity as never },
  { name: 'careers', entity: CareerPositionEntity as never },
  { name: 'media', entity: MediaEntity as never },
  { name: 'settings', entity: SettingEntity as never, naturalKey: 'key', where: { key: { $in: BRAND_CONTENT_KEYS } } },
];

/** A column of a bundled table as the bundle writes it. */
export type BundleColumn = {
  property: string;
  column: string;
  /** The column's SQL type as the migrations made it (varchar(200), text[], jsonb, bytea, timestamptz, …). */
  sqlType: string;
  nullable: boolean;
  hasDefault: boolean;
  primary: boolean;
  enumValues?: readonly string[];
};

/** Every scalar column of a part's table, read from the ORM's metadata, so a new column travels without a list to keep. */
export function columnsOf(em: EntityManager, part: BundlePart): BundleColumn[] {
  const meta = em.getMetadata().get(part.entity.meta.className);
  return meta.props
    .filter((prop) => prop.kind === 'scalar' && prop.persist !== false)
    .map((prop) => ({
      property: prop.name,
      column: prop.fieldNames[0]!,
      sqlType: (prop.columnTypes[0] ?? String(prop.type)).toLowerCase(),
      nullable: Boolean(prop.nullable),
      hasDefault: prop.default !== undefined || prop.defaultRaw !== undefined || Boolean(prop.primary) || Boolean(prop.version),
      primary: Boolean(prop.primary),
      enumValues: prop.enum ? (prop.items as string[] | undefined) : undefined,
    }));
}

export const tableOf = (em: EntityManager, part: BundlePart) => em.getMetadata().get(part.entity.meta.className).tableName;
