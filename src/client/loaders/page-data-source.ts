import type { inferRouterOutputs } from '@trpc/server';
import type { SiteSettings } from '../../modules/settings/settings.schema';
import type { AppRouter } from '../../server/trpc/app-router';

type Outputs = inferRouterOutputs<AppRouter>;
export type Service = Outputs['services']['byId'];
export type TeamMember = Outputs['team']['byId']['data'];
export type BlogPost = Outputs['blog']['bySlug']['data'];
export type Insight = Outputs['insights']['list']['data'][number];
export type Expertise = Outputs['expertise']['list'][number];
export type CaseResult = Outputs['caseResults']['list']['data'][number];
export type Position = Outputs['careers']['byId']['data'];
export type RetentionPeriods = Outputs['privacy']['retention']['data'];
export type ArchivedIssueSummary = Outputs['newsletter']['archive']['data'][number];
export type ArchivedIssue = Outputs['newsletter']['archivedIssue']['data'];

/**
 * What public pages read, in the product's words. The server answers it through the same
 * procedures the API serves; a unit test hands loaders a fake. A missing item is `null`; anything
 * the source cannot read is thrown.
 */
export type PageDataSource = {
  settings(): Promise<SiteSettings>;
  services(): Promise<Service[]>;
  service(id: number): Promise<Service | null>;
  team(): Promise<TeamMember[]>;
  teamMember(id: number): Promise<TeamMember | null>;
  posts(): Promise<BlogPost[]>;
  post(slug: string): Promise<BlogPost | null>;
  insights(): Promise<Insight[]>;
  expertise(): Promise<Expertise[]>;
  caseResults(): Promise<CaseResult[]>;
  positions(): Promise<Position[]>;
  position(id: number): Promise<Position | null>;
  retention(): Promise<RetentionPeriods>;
  /** null while the site does not show its newsletter archive (a setting). */
  newsletterIssues(): Promise<ArchivedIssueSummary[] | null>;
  newsletterIssue(id: number): Promise<ArchivedIssue | null>;
};
