import type { EmotionCache } from '@emotion/cache';

/** One entry of emotion's cache as a page uses it: a class's rules, or a global block (tokens, preflight, keyframes). */
export type EmotionRule = { id: string; css: string; global: boolean };

/**
 * The rules a server render left in `cache` that `html` uses, in insertion order: every global block
 * and each class the markup names. The same choice as @emotion/server's extractCriticalToChunks,
 * kept rule by rule so the site's shared rules can be told from a page's own.
 */
export function rulesUsedBy(cache: EmotionCache, html: string): EmotionRule[] {
  const named = new Set(Array.from(html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g')), (match) => match[1]));
  const rules: EmotionRule[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const global = cache.registered[`${cache.key}-${id}`] === undefined;
    if (global || named.has(id)) rules.push({ id, css, global });
  }
  return rules;
}

const styleTag = (dataEmotion: string, css: string) => `<style data-emotion="${dataEmotion}">${css}</style>`;

/**
 * The <style> tags emotion's browser cache adopts on hydration (`data-emotion="<key> <ids>"`): one per
 * global block, then the classes together; each id listed is one the browser will not insert again.
 */
export function styleTags(key: string, rules: EmotionRule[]): string {
  const globals = rules.filter((rule) => rule.global).map((rule) => styleTag(`${key}-global ${rule.id}`, rule.css));
  const classes = rules.filter((rule) => !rule.global);
  if (classes.length > 0) globals.push(styleTag(`${key} ${classes.map((rule) => rule.id).join(' ')}`, classes.map((rule) => rule.css).join('')));
  return globals.join('');
}
