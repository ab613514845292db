import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  it('points each network at the page, its address and title encoded', () => {
    const links = shareLinks('https://example.co.uk/blog/raid-logs?x=1&y=2', 'RAID Logs & Risks');
    expect(links.linkedin).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.co.uk%2Fblog%2Fraid-logs%3Fx%3D1%26y%3D2');
    const x = new URL(links.x);
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('url')).toBe('https://example.co.uk/blog/raid-logs?x=1&y=2');
    expect(x.searchParams.get('text')).toBe('RAID Logs & Risks');
    expect(links.email).toBe('mailto:?subject=RAID%20Logs%20%26%20Risks&body=https%3A%2F%2Fexample.co.uk%2Fblog%2Fraid-logs%3Fx%3D1%26y%3D2');
  });
});
