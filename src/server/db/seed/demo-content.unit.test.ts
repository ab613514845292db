import { describe, expect, it } from 'vitest';
import { demoBlogPosts, demoInsights, demoServices } from './demo-content';

// The spec's rule, written out here: a service's method phase is its id modulo 3 (define, design, develop).
const PHASES = ['define', 'design', 'develop'] as const;
const SEEDED_AT = new Date('2026-11-26T00:00:00Z');

describe('the demo content', () => {
  it('inserts the services in an order whose ids fit the phase each one names', () => {
    const named = demoServices.map((service, index) => ({ id: index + 1, service })).filter(({ service }) => PHASES.includes(service.iconType as never));
    expect(named.length).toBe(3);
    for (const { id, service } of named) expect(PHASES[id % 3], service.title).toBe(service.iconType);
    expect(new Set(demoServices.map((service) => service.order)).size).toBe(demoServices.length);
  });

  it('has no insight that repeats a post, by title or by link', () => {
    const postTitles = demoBlogPosts.map((post) => post.title.toLowerCase());
    for (const insight of demoInsights) {
      expect(insight.link ?? '', insight.title).not.toMatch(/^\/blog\//);
      const words = insight.title
        .toLowerCase()
        .split(/\W+/)
        .filter((word) => word.length > 5);
      for (const title of postTitles) expect(words.filter((word) => title.includes(word)).length, `${insight.title} / ${title}`).toBeLessThan(2);
    }
  });

  it('dates every piece on its own day in the past', () => {
    const dates = [
      ...demoBlogPosts.flatMap((post) => (post.publishDate ? [post.publishDate] : [])),
      ...demoInsights.map((insight) => insight.createdAt.toISOString().slice(0, 10)),
    ];
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) expect(new Date(date).getTime()).toBeLessThan(SEEDED_AT.getTime());
  });

  it('has no doubled punctuation in what the cards show', () => {
    const texts = [
      ...demoServices.flatMap((service) => [service.title, service.description]),
      ...demoBlogPosts.flatMap((post) => [post.title, post.excerpt]),
      ...demoInsights.flatMap((insight) => [insight.title, insight.description]),
    ];
    for (const text of texts) expect(text).not.toMatch(/[.,:;!?]{2}|[.,:;]…/);
  });
});
