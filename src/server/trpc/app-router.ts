import { authRouter } from '../../modules/auth/auth.router';
import { blogRouter } from '../../modules/blog/blog.router';
import { careersRouter } from '../../modules/careers/careers.router';
import { contactRouter } from '../../modules/contact/contact.router';
import { expertiseRouter } from '../../modules/expertise/expertise.router';
import { healthRouter } from '../../modules/health/health.router';
import { insightsRouter } from '../../modules/insights/insight.router';
import { servicesRouter } from '../../modules/services/service.router';
import { settingsRouter } from '../../modules/settings/settings.router';
import { teamRouter } from '../../modules/team/team.router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  blog: blogRouter,
  careers: careersRouter,
  contact: contactRouter,
  expertise: expertiseRouter,
  health: healthRouter,
  insights: insightsRouter,
  services: servicesRouter,
  settings: settingsRouter,
  team: teamRouter,
});

export type AppRouter = typeof appRouter;
