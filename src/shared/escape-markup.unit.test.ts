import { expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

it('every character that could end text or an attribute is escaped, the ampersand first', () => {
  expect(escapeMarkup(`Tom & Jerry's <b>"best"</b> &amp;`)).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;&quot;best&quot;&lt;/b&gt; &amp;amp;');
});

it('plain text is unchanged', () => {
  expect(escapeMarkup('Insights and Perspectives')).toBe('Insights and Perspectives');
});
