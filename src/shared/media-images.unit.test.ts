import { describe, expect, it } from 'vitest';
import { mediaKeyOf, mediaKeysIn } from './media-images';

const key = '0123456789abcdef0123';
const address = `/media/${key}/89abcdef01234567/chart.png`;

describe('uploaded image addresses', () => {
  it('name their key in any version, and nothing else does', () => {
    expect(mediaKeyOf(address)).toBe(key);
    expect(mediaKeyOf(`/media/${key}/0000000000000000/other.png`)).toBe(key);
    for (const other of ['/media/12/chart.png', '/images/team/a.jpg', `https://evil.example${address}`, `${address}?x=1`, `/media/${key}/short/chart.png`]) {
      expect(mediaKeyOf(other), other).toBeNull();
    }
  });

  it('are found anywhere in a page’s data, each key once', () => {
    const data = {
      team: [{ photoUrl: address }, { photoUrl: address }],
      post: { content: `<img src="/img/640/media/${'f'.repeat(20)}/0123456789abcdef/x.webp">` },
    };
    expect(mediaKeysIn(JSON.stringify(data))).toEqual([key, 'f'.repeat(20)]);
    expect(mediaKeysIn(JSON.stringify({ logo: '/logo.svg', old: '/media/3/a.png' }))).toEqual([]);
  });
});
