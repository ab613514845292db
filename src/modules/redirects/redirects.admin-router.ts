import { adminSectionRouter } from '../../server/trpc/admin-crud';
import { REDIRECT_SEARCHABLE, RedirectEntity } from './redirect.entity';
import { redirectDto, redirectInput } from './redirect.schema';
import { prepareRedirect } from './redirects.service';

/** GET/POST /api/admin/redirects, GET/PUT/DELETE /api/admin/redirects/{id}: staff's own redirects beside the automatic ones. */
export const redirectsAdminRouter = adminSectionRouter({
  path: 'redirects',
  tag: 'Redirects',
  content: 'redirects',
  scope: 'redirects',
  entity: RedirectEntity,
  dto: redirectDto,
  input: redirectInput,
  orderBy: [{ fromPath: 'asc' }, { id: 'asc' }],
  list: {
    searchable: REDIRECT_SEARCHABLE,
    sortable: { fromPath: 'fromPath', toPath: 'toPath', hitCount: 'hitCount', lastHitAt: 'lastHitAt', createdAt: 'createdAt' },
    defaultSort: 'fromPath:asc',
  },
  prepare: async (em, data, existing) => {
    if (data.fromPath === undefined && data.toPath === undefined) return data;
    const paths = { fromPath: data.fromPath ?? existing?.fromPath ?? '', toPath: data.toPath ?? existing?.toPath ?? '' };
    return { ...data, ...(await prepareRedirect(em, paths, existing)) };
  },
});
