import { RETENTION_DEFAULTS } from '../../modules/privacy/retention.constants';
import { DEFAULT_SETTINGS } from '../../modules/settings/settings.defaults';
import type { BlogPost, CaseResult, Expertise, Insight, PageDataSource, Position, Service, TeamMember } from './page-data-source';

const IDS = [1, 2, 3] as const;
const CREATED = '2026-01-15T09:00:00.000Z';
const text = 'Sample text.';

const services: Service[] = IDS.map((id) => ({
  id,
  title: `Service ${id}`,
  description: text,
  longDescription: text,
  features: [text, text],
  iconType: 'define',
  isActive: true,
  order: id,
}));
const team: TeamMember[] = IDS.map((id) => ({
  id,
  name: `Person ${id}`,
  title: 'Consultant',
  bio: text,
  photoUrl: id === 1 ? null : '/images/sample.jpg',
  linkedinUrl: 'https://www.linkedin.com/in/sample',
  twitterUrl: 'https://x.com/sample',
  email: 'sample@example.com',
  department: 'Delivery',
  specialties: 'Discovery, Delivery',
  quote: text,
  achievements: `${text}\n${text}`,
  order: id,
}));
const posts: BlogPost[] = IDS.map((id) => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  excerpt: text,
  content: `<h2>${text}</h2><p>${text}</p><ul><li>${text}</li></ul><blockquote><p>${text}</p></blockquote>`,
  imageUrl: id === 1 ? null : '/images/sample.jpg',
  category: 'Strategy',
  publishDate: '2026-01-15',
  createdAt: CREATED,
  updatedAt: CREATED,
  isPublished: true,
}));
const insights: Insight[] = IDS.map((id) => ({
  id,
  title: `Insight ${id}`,
  description: text,
  image: id === 1 ? null : '/images/sample.jpg',
  category: 'Strategy',
  link: id === 3 ? null : 'https://example.com/insight',
  createdAt: CREATED,
  isActive: true,
  order: id,
}));
const expertise: Expertise[] = IDS.map((id) => ({ id, title: `Expertise ${id}`, description: text, iconType: 'Target', customIconUrl: null, order: id }));
const caseResults: CaseResult[] = IDS.map((id) => ({
  id,
  clientName: `Client ${id}`,
  logoUrl: id === 1 ? '/images/sample.svg' : null,
  sector: 'Finance',
  outcomeFigure: '38%',
  outcome: text,
  quote: id === 3 ? null : text,
  quoteBy: id === 3 ? null : 'A. Person',
  quoteRole: id === 3 ? null : 'Director',
  order: id,
}));
const positions: Position[] = IDS.map((id) => ({
  id,
  title: `Position ${id}`,
  location: 'London',
  type: 'Full-time',
  department: 'Delivery',
  description: text,
  requirements: [text, text],
  isActive: true,
  createdAt: CREATED,
}));

/**
 * A site with three made-up items in each list, every optional field of some of them filled: pages
 * rendered over it show the cards, articles and details content adds, from the code alone (the
 * shared stylesheet is collected from them; client/entry-server.tsx).
 */
export const sampleDataSource: PageDataSource = {
  settings: async () => DEFAULT_SETTINGS,
  services: async () => services,
  service: async (id) => services.find((item) => item.id === id) ?? null,
  team: async () => team,
  teamMember: async (id) => team.find((item) => item.id === id) ?? null,
  posts: async () => posts,
  post: async (slug) => posts.find((item) => item.slug === slug) ?? null,
  insights: async () => insights,
  expertise: async () => expertise,
  caseResults: async () => caseResults,
  positions: async () => positions,
  position: async (id) => positions.find((item) => item.id === id) ?? null,
  retention: async () => ({ ...RETENTION_DEFAULTS }),
  newsletterIssues: async () => null,
  newsletterIssue: async () => null,
};
