import { activityAdminRouter } from '../../modules/activity/activity.admin-router';
import { apiKeysAdminRouter } from '../../modules/api-keys/api-keys.admin-router';
import { applicationsAdminRouter } from '../../modules/applications/applications.admin-router';
import { authRouter } from '../../modules/auth/auth.router';
import { usersAdminRouter } from '../../modules/auth/users.admin-router';
import { blogAdminRouter } from '../../modules/blog/blog.admin-router';
import { careersAdminRouter } from '../../modules/careers/careers.admin-router';
import { contactsAdminRouter } from '../../modules/contact/contact.admin-router';
import { caseResultsAdminRouter } from '../../modules/case-results/case-result.admin-router';
import { caseResultsRouter } from '../../modules/case-results/case-result.router';
import { expertiseAdminRouter } from '../../modules/expertise/expertise.admin-router';
import { insightsAdminRouter } from '../../modules/insights/insight.admin-router';
import { mailAdminRouter } from '../../modules/mail/mail.admin-router';
import { mediaAdminRouter } from '../../modules/media/media.admin-router';
import { webhooksAdminRouter } from '../../modules/webhooks/webhooks.admin-router';
import { newsletterAdminRouter, newsletterRouter } from '../../modules/newsletter/newsletter.router';
import { overviewAdminRouter } from '../../modules/overview/overview.router';
import { privacyAdminRouter } from '../../modules/privacy/privacy.admin-router';
import { privacyRouter } from '../../modules/privacy/retention.router';
import { contentBundleAdminRouter } from '../../modules/content-bundle';
import { redirectsAdminRouter } from '../../modules/redirects/redirects.admin-router';
import { servicesAdminRouter } from '../../modules/services/service.admin-router';
import { settingsAdminRouter } from '../../modules/settings/settings.router';
import { teamAdminRouter } from '../../modules/team/team.admin-router';
import { blogRouter } from '../../modules/blog/blog.router';
import { careersRouter } from '../../modules/careers/careers.router';
import { contactRouter } from '../../modules/contact/contact.router';
import { expertiseRouter } from '../../modules/expertise/expertise.router';
import { healthRouter } from '../../modules/health/health.router';
import { insightsRouter } from '../../modules/insights/insight.router';
import { servicesRouter } from '../../modules/services/service.router';
import { settingsRouter } from '../../modules/settings/settings.router';
import { teamRouter } from '../../modules/team/team.router';
import { scheduledAdminRouter } from './scheduled-admin-router';
import { router } from './trpc';

/** Every staff action: protected procedures, also REST under /api/admin/{section}. */
const adminRouter = router({
  overview: overviewAdminRouter,
  team: teamAdminRouter,
  services: servicesAdminRouter,
  expertise: expertiseAdminRouter,
  caseResults: caseResultsAdminRouter,
  blog: blogAdminRouter,
  insights: insightsAdminRouter,
  careers: careersAdminRouter,
  applications: applicationsAdminRouter,
  contacts: contactsAdminRouter,
  newsletter: newsletterAdminRouter,
  settings: settingsAdminRouter,
  users: usersAdminRouter,
  media: mediaAdminRouter,
  redirects: redirectsAdminRouter,
  mail: mailAdminRouter,
  personalData: privacyAdminRouter,
  activity: activityAdminRouter,
  apiKeys: apiKeysAdminRouter,
  webhooks: webhooksAdminRouter,
  scheduled: scheduledAdminRouter,
  // GET /admin/export and POST /admin/import: the whole editorial content as one bundle.
  data: contentBundleAdminRouter,
});

export const appRouter = router({
  admin: adminRouter,
  auth: authRouter,
  blog: blogRouter,
  careers: careersRouter,
  caseResults: caseResultsRouter,
  contact: contactRouter,
  expertise: expertiseRouter,
  health: healthRouter,
  insights: insightsRouter,
  newsletter: newsletterRouter,
  privacy: privacyRouter,
  services: servicesRouter,
  settings: settingsRouter,
  team: teamRouter,
});

export type AppRouter = typeof appRouter;
