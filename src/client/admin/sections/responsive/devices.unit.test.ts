import { describe, expect, it } from 'vitest';
import { DEVICES, PREVIEW_GAP, previewPathError, previewScales, SIDE_BY_SIDE_MIN, sitePathOf } from './devices';

describe('previewScales', () => {
  it('shares one scale side by side so the three previews and their gaps fill the width exactly', () => {
    const width = 1046;
    const scales = previewScales(width);
    expect(new Set(scales).size).toBe(1);
    const used = DEVICES.reduce((sum, d, i) => sum + d.width * (scales[i] ?? 0), 0) + PREVIEW_GAP * (DEVICES.length - 1);
    expect(used).toBeCloseTo(width);
  });

  it('scales each preview to the full width when stacked, never above 1:1', () => {
    expect(previewScales(SIDE_BY_SIDE_MIN - 1).map((s) => Number(s.toFixed(3)))).toEqual([1, Number((719 / 768).toFixed(3)), Number((719 / 1440).toFixed(3))]);
    expect(previewScales(5000)).toEqual([1, 1, 1]);
  });
});

describe('previewPathError', () => {
  it('accepts site paths and refuses other sites', () => {
    expect(previewPathError('/service/1')).toBeNull();
    expect(previewPathError('https://example.com')).not.toBeNull();
    expect(previewPathError('//example.com')).not.toBeNull();
    expect(previewPathError('/a b')).not.toBeNull();
  });
});

describe('sitePathOf', () => {
  it('takes a draft’s preview link pasted whole as its path on this site, and leaves other addresses to be refused', () => {
    expect(sitePathOf('https://firm.example/preview/abc.def', 'https://firm.example')).toBe('/preview/abc.def');
    expect(sitePathOf('/about', 'https://firm.example')).toBe('/about');
    expect(sitePathOf('https://other.example/preview/abc', 'https://firm.example')).toBe('https://other.example/preview/abc');
    expect(previewPathError(sitePathOf('https://firm.example.evil/x', 'https://firm.example'))).not.toBeNull();
  });
});
