import { initTRPC } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_VALUE_LENGTH } from '../../shared/page-query';
import { publicCacheKeys } from './cacheable-requests';

// Pages never reach the router: an empty one is enough to ask for their keys.
const keyOf = publicCacheKeys(initTRPC.create().router({}));
const get = (url: string, headers: Record<string, string> = {}) => keyOf({ method: 'GET', url, headers } as FastifyRequest);

describe('the response cache key of a public page', () => {
  it('is the path alone for a page that declares no query parameters, whatever the query string', () => {
    expect(get('/services')).toBe('/services');
    expect(get('/services?q=x&category=y')).toBe('/services');
    expect(get('/?utm_source=mail', { authorization: 'Bearer x' })).toBe('/');
  });

  it("keeps the blog's category, normalised, and nothing else", () => {
    expect(get('/blog')).toBe('/blog');
    expect(get('/blog?category=Strategy')).toBe('/blog?category=Strategy');
    expect(get('/blog?utm_source=x&category=%20Digital%20%20Transformation%20&fbclid=1')).toBe('/blog?category=Digital+Transformation');
    expect(get('/blog?category=Digital+Transformation')).toBe(get('/blog?category=Digital%20Transformation'));
    expect(get('/blog?category=')).toBe('/blog');
    expect(get('/blog?category=a&category=b')).toBe('/blog?category=a');
  });

  it('bounds a value, so no made-up parameter makes a long key', () => {
    const key = get(`/blog?category=${'x'.repeat(5000)}`);
    expect(key).toBe(`/blog?category=${'x'.repeat(MAX_QUERY_VALUE_LENGTH)}`);
  });

  it('is none for a blog search: free text would let anyone fill the cache', () => {
    expect(get('/blog?q=risk')).toBeUndefined();
    expect(get('/blog?q=risk&category=Strategy')).toBeUndefined();
    expect(get('/blog?q=%20%20')).toBe('/blog');
  });

  it('still excludes the dashboard, mail-link pages and files', () => {
    expect(get('/admin?category=x')).toBeUndefined();
    expect(get('/newsletter/confirm?token=x')).toBeUndefined();
    expect(get('/logo.svg?category=x')).toBeUndefined();
  });
});
