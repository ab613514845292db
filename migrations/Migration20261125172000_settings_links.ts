import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_SETTINGS } from '../src/modules/settings';
import { isImageAddress, isLinkUrl, isSitePath } from '../src/shared/link-urls';

// A logo cannot be blank: a bad stored one goes back to the default.
const DEFAULT_LOGOS: Record<string, string> = DEFAULT_SETTINGS.logo;

type FieldRule = { valid: (value: string) => boolean; replacement: (field: string) => string };
const blankLink: FieldRule = { valid: (value) => value === '' || isLinkUrl(value), replacement: () => '' };

const RULES: Record<string, Record<string, FieldRule>> = {
  social: { linkedin: blankLink, twitter: blankLink, facebook: blankLink, instagram: blankLink },
  seo: { ogUrl: blankLink, ogImage: { valid: (value) => value === '' || isImageAddress(value), replacement: () => '' } },
  logo: Object.fromEntries(Object.keys(DEFAULT_LOGOS).map((field) => [field, { valid: isSitePath, replacement: (name: string) => DEFAULT_LOGOS[name] ?? '' }])),
};

/**
 * Settings links and paths now accept only https, http, mailto and tel addresses and same-site paths
 * (src/shared/link-urls.ts): stored values that break the rule (`javascript:`, `data:`, `//evil.example`)
 * are cleared, or for a logo set back to the default, so the rest of their group stays as edited.
 */
export class Migration20261125172000_settings_links extends Migration {
  override async up(): Promise<void> {
    const rows = await this.execute(`select "key", "value" from "settings" where "key" in ('social', 'seo', 'logo')`);
    for (const { key, value } of rows as { key: string; value: Record<string, unknown> }[]) {
      const rules = RULES[key] ?? {};
      const fixed = { ...value };
      for (const [field, rule] of Object.entries(rules)) {
        const stored = fixed[field];
        if (typeof stored === 'string' && !rule.valid(stored.trim())) fixed[field] = rule.replacement(field);
      }
      if (JSON.stringify(fixed) !== JSON.stringify(value))
        await this.execute(`update "settings" set "value" = ? where "key" = ?`, [JSON.stringify(fixed), key]);
    }
  }
}
