import { RETENTION_DEFAULTS } from '../../modules/privacy/retention.constants';
import { DEFAULT_SETTINGS } from '../../modules/settings/settings.defaults';
import type { PageDataSource } from './page-data-source';

/**
 * A site with its shipped brand content and nothing else: every list empty, every item missing.
 * Pages rendered over it depend on the code alone (the shared stylesheet is collected from them).
 */
export const emptyDataSource: PageDataSource = {
  settings: async () => DEFAULT_SETTINGS,
  services: async () => [],
  service: async () => null,
  team: async () => [],
  teamMember: async () => null,
  posts: async () => [],
  post: async () => null,
  insights: async () => [],
  expertise: async () => [],
  caseResults: async () => [],
  positions: async () => [],
  position: async () => null,
  retention: async () => ({ ...RETENTION_DEFAULTS }),
  newsletterIssues: async () => [],
  newsletterIssue: async () => null,
};
