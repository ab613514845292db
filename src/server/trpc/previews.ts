import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentDraftEntity, type ContentDraft } from '../../modules/drafts';
import type { Context } from './context';

// PageDataSource's reads, named here: its types come from the router these declarations build.
type Lists = 'services' | 'team' | 'posts' | 'insights' | 'expertise' | 'caseResults' | 'positions';
type ItemReads = 'service' | 'teamMember' | 'post' | 'position';

/**
 * Where an editorial section's draft shows when previewed: the public page (a route whose parameter
 * the item fills, `/blog/:slug`, or a fixed path for items shown on another page), and the page data
 * the draft stands in for: the list its items come in, and the read of one item by id or slug; or, for
 * the settings (decision 049), the whole read every page makes.
 */
export type PreviewDeclaration = { page: string; list: Lists; item?: { read: ItemReads; by: 'id' | 'slug' } } | { page: string; whole: 'settings' };

/** Makes the item as its draft would show it (the section's own preparing and DTO). */
type ApplyDraft = (em: EntityManager, itemId: number, data: Record<string, unknown>) => Promise<Record<string, unknown>>;

const sections = new Map<string, { declaration: PreviewDeclaration; apply: ApplyDraft }>();

/** Each editorial section says, as its router is built, where its drafts show. */
export function registerPreview(section: string, declaration: PreviewDeclaration, apply: ApplyDraft): void {
  sections.set(section, { declaration, apply });
}

/** The purpose signed into preview links (server/lib/signed-token.ts): a token for another link never opens one. */
const PREVIEW_LINK = 'preview';
const DAY_MS = 86_400_000;

/** A link to the draft's preview: it names the draft row, so publishing or discarding the draft ends it. */
export function previewLinkOf(ctx: Context, draft: ContentDraft, days: number) {
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  return { url: `${ctx.config.baseUrl}/preview/${ctx.mailer.signLink(PREVIEW_LINK, String(draft.id), expiresAt)}`, expiresAt };
}

export type OpenedPreview =
  { kind: 'found'; path: string; item: Record<string, unknown>; declaration: PreviewDeclaration } | { kind: 'expired' | 'invalid' | 'ended' };

const fill = (page: string, item: Record<string, unknown>) => page.replace(/:(\w+)/, (_, name: string) => encodeURIComponent(String(item[name])));

/** The draft a preview link names: the page it shows on, and the item as the draft makes it. */
export async function openPreview(ctx: Context, token: string): Promise<OpenedPreview> {
  const check = ctx.mailer.checkLink(PREVIEW_LINK, token);
  if (!check.valid) return { kind: check.reason };
  const draft = await ctx.em.findOne(ContentDraftEntity, { id: Number(check.value) });
  const section = draft && sections.get(draft.section);
  if (!draft || !section) return { kind: 'ended' };
  const item = await section.apply(ctx.em, draft.itemId, draft.data);
  return { kind: 'found', path: fill(section.declaration.page, item), item, declaration: section.declaration };
}
