import { foundOrMissing, found, notFound, redirectTo, type Loader, type LoaderResult } from './loader-result';
import { pageUrl } from '../../shared/page-query';
import { blogCategories, mergeBlogEntries } from '../pages/blog/blog-entries';
import type {
  ArchivedIssueSummary,
  BlogPost,
  CaseResult,
  Expertise,
  Insight,
  PageDataSource,
  Position,
  RetentionPeriods,
  Service,
  TeamMember,
} from './page-data-source';

/** A numeric id from the URL, or undefined (the page is then not found). */
export const parseId = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/** An item addressed by id: `/service/007` and `/service/7e0` move to `/service/7`, the one address search engines should keep. */
const byId =
  <T>(prefix: string, read: (source: PageDataSource, id: number) => Promise<T | null>): Loader<T> =>
  async (source, params): Promise<LoaderResult<T>> => {
    const id = parseId(params.id);
    if (id === undefined) return notFound;
    if (params.id !== String(id)) return redirectTo(`${prefix}/${id}`);
    return foundOrMissing(await read(source, id));
  };

// Longest slug a post may have (blog-post.schema.ts); a longer one cannot exist.
const MAX_SLUG_LENGTH = 200;

/** Pages whose content is the brand content alone, which every page loads anyway. */
export const loadNothing: Loader<null> = async () => found(null);

export const loadHome: Loader<{ insights: Insight[]; expertise: Expertise[]; caseResults: CaseResult[] }> = async (source) => {
  const [insights, expertise, caseResults] = await Promise.all([source.insights(), source.expertise(), source.caseResults()]);
  return found({ insights, expertise, caseResults });
};

// The services pages show the client results too: the proof beside what is offered.
export const loadServices: Loader<{ services: Service[]; caseResults: CaseResult[] }> = async (source) => {
  const [services, caseResults] = await Promise.all([source.services(), source.caseResults()]);
  return found({ services, caseResults });
};

export const loadService = byId('/service', async (source, id) => {
  const [service, caseResults] = await Promise.all([source.service(id), source.caseResults()]);
  return service && { service, caseResults };
});

export const loadTeam: Loader<{ members: TeamMember[] }> = async (source) => found({ members: await source.team() });

export const loadTeamMember = byId('/team', (source, id) => source.teamMember(id));

/** The blog's search text and category, from `/blog?q=…&category=…`: a filtered view has an address to share. */
export type BlogFilter = { search: string; category: string | null };

export const loadBlog: Loader<{ posts: BlogPost[]; insights: Insight[]; filter: BlogFilter }> = async (source, _params, query) => {
  const [posts, insights] = await Promise.all([source.posts(), source.insights()]);
  const category = query.category ?? null;
  // A category no entry has (renamed, or made up) shows the blog unfiltered, at its own address: the cache keeps one page per real category.
  if (category !== null && !blogCategories(mergeBlogEntries(posts, insights)).includes(category)) return redirectTo(pageUrl('/blog', { q: query.q }));
  return found({ posts, insights, filter: { search: query.q ?? '', category } });
};

/** One post, not the whole blog with every article's HTML. */
export const loadBlogPost: Loader<BlogPost> = async (source, { slug }) => {
  if (!slug || slug.length > MAX_SLUG_LENGTH) return notFound;
  return foundOrMissing(await source.post(slug));
};

export const loadPrivacy: Loader<{ retention: RetentionPeriods }> = async (source) => found({ retention: await source.retention() });

export const loadCareers: Loader<{ positions: Position[] }> = async (source) => found({ positions: await source.positions() });

export const loadPosition = byId('/careers', (source, id) => source.position(id));

/** The newsletter's archive: not found at all while the site does not show it. */
export const loadNewsletterArchive: Loader<{ issues: ArchivedIssueSummary[] }> = async (source) => {
  const issues = await source.newsletterIssues();
  return issues ? found({ issues }) : notFound;
};

export const loadNewsletterIssue = byId('/newsletter', (source, id) => source.newsletterIssue(id));
