import type { FastifyInstance, FastifyRequest } from 'fastify';
import { blogRss, robotsTxt, sitemapEntries, sitemapXml } from '../../modules/seo';
import { getSiteSettings } from '../../modules/settings';
import type { Context } from '../trpc/context';
import { dependsOnContent } from './public-response-cache';

/** robots.txt, sitemap.xml and the blog's RSS feed, all addressed from BASE_URL. */
export function registerSeoRoutes(app: FastifyInstance, { baseUrl, createContext }: { baseUrl: string; createContext: (req: FastifyRequest) => Context }) {
  app.get('/robots.txt', async (request, reply) => {
    dependsOnContent(request, []);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(baseUrl));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    dependsOnContent(request, ['services', 'team', 'blog', 'careers', 'newsletter', 'settings']);
    const xml = sitemapXml(baseUrl, await sitemapEntries(createContext(request).em));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });

  app.get('/blog/rss.xml', async (request, reply) => {
    dependsOnContent(request, ['blog', 'settings']);
    const { em } = createContext(request);
    const xml = await blogRss(em, baseUrl, await getSiteSettings(em));
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
}
