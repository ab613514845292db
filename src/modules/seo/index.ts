// Sitemap, robots.txt and the blog's RSS feed, built from what each module publishes.
export { blogRss } from './rss.service';
export { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.service';
