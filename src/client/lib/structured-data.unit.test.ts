import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../modules/settings/settings.defaults';
import { employmentType, jobDescriptionHtml, organization, serialiseJsonLd } from './structured-data';

const site = { settings: DEFAULT_SETTINGS, baseUrl: 'https://dovetail.example' };

describe('structured data builders', () => {
  it.each([
    ['Full-time', 'FULL_TIME'],
    ['full time', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Internship', 'INTERN'],
    ['Temporary', 'TEMPORARY'],
    ['Freelance', undefined],
    [null, undefined],
  ])('employment type %s → %s', (type, expected) => {
    expect(employmentType(type)).toBe(expected);
  });

  it('writes the job description as escaped HTML paragraphs and a requirements list', () => {
    expect(jobDescriptionHtml({ description: 'First line\nsame paragraph.\n\nA <new> one & more.', requirements: ['SQL & Excel'] })).toBe(
      '<p>First line<br>same paragraph.</p><p>A &lt;new&gt; one &amp; more.</p><p>Requirements</p><ul><li>SQL &amp; Excel</li></ul>',
    );
  });

  it('leaves out empty settings rather than claiming empty values', () => {
    const bare = organization({
      ...site,
      settings: {
        ...DEFAULT_SETTINGS,
        company: { ...DEFAULT_SETTINGS.company, phone: '', address: '' },
        social: { linkedin: '', twitter: '', facebook: '', instagram: '' },
      },
    });
    expect(bare).not.toHaveProperty('telephone');
    expect(bare).not.toHaveProperty('address');
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare.logo).toEqual({ '@type': 'ImageObject', url: 'https://dovetail.example/logo-light.svg' });
  });

  it('carries in sameAs only https, http, mailto or tel addresses, whatever reached the settings', () => {
    const node = organization({
      ...site,
      settings: {
        ...DEFAULT_SETTINGS,
        social: {
          linkedin: 'javascript:alert(1)',
          twitter: 'data:text/html,<script>1</script>',
          facebook: 'vbscript:x',
          instagram: 'https://instagram.example/us',
        },
      },
    });
    expect(node.sameAs).toEqual(['https://instagram.example/us']);
  });

  it('serialises with no "<" left, so the block cannot be closed early, and parses back unchanged', () => {
    const node = { '@type': 'Thing', name: '</script><!-- x' };
    const json = serialiseJsonLd(node);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(node);
  });
});
