/** A country as schema.org wants it: ISO 3166-1 alpha-2 code and its English name. */
export type Country = { code: string; name: string };

const COUNTRIES: { country: Country; names: string[] }[] = [
  {
    country: { code: 'GB', name: 'United Kingdom' },
    names: ['uk', 'u.k.', 'gb', 'united kingdom', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland'],
  },
  { country: { code: 'IE', name: 'Ireland' }, names: ['ireland', 'republic of ireland', 'eire'] },
  { country: { code: 'US', name: 'United States' }, names: ['us', 'u.s.', 'usa', 'u.s.a.', 'united states', 'united states of america'] },
  { country: { code: 'CA', name: 'Canada' }, names: ['canada'] },
  { country: { code: 'FR', name: 'France' }, names: ['france'] },
  { country: { code: 'DE', name: 'Germany' }, names: ['germany', 'deutschland'] },
  { country: { code: 'NL', name: 'Netherlands' }, names: ['netherlands', 'the netherlands', 'holland'] },
  { country: { code: 'ES', name: 'Spain' }, names: ['spain'] },
  { country: { code: 'BE', name: 'Belgium' }, names: ['belgium'] },
  { country: { code: 'CH', name: 'Switzerland' }, names: ['switzerland'] },
  { country: { code: 'AU', name: 'Australia' }, names: ['australia'] },
  { country: { code: 'IN', name: 'India' }, names: ['india'] },
];

/** The country a piece of text names ("UK", "United Kingdom"), or undefined. */
export function countryNamed(text: string): Country | undefined {
  const name = text.trim().toLowerCase();
  return COUNTRIES.find((entry) => entry.names.includes(name))?.country;
}

export type ParsedAddress = { streetAddress?: string; addressLocality?: string; postalCode?: string; country?: Country };

// A UK postcode at the end of a part: "London EC2R 8EJ".
const LOCALITY_AND_POSTCODE = /^(.*?)\s*\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/i;

/**
 * Reads a one-line address ("1 Poultry, London EC2R 8EJ, United Kingdom") into its parts, as far
 * as its commas and a recognisable country and postcode allow; what cannot be placed stays street.
 */
export function parseAddress(text: string): ParsedAddress {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? countryNamed(parts.at(-1)!) : undefined;
  if (country) parts.pop();
  let postalCode: string | undefined;
  let addressLocality: string | undefined;
  const postcodeAt = parts.findIndex((part) => LOCALITY_AND_POSTCODE.test(part));
  if (postcodeAt >= 0) {
    const [, locality, postcode] = LOCALITY_AND_POSTCODE.exec(parts[postcodeAt]!)!;
    postalCode = postcode!.toUpperCase();
    addressLocality = locality || undefined;
    parts.splice(postcodeAt, 1);
  } else if (parts.length > 1) {
    addressLocality = parts.pop();
  }
  const streetAddress = parts.join(', ') || undefined;
  return { streetAddress, addressLocality, postalCode, country };
}

export type JobLocation = { remote: boolean; locality?: string; country?: Country };

// Words that say how the work is done, not where.
const WORK_MODES = /^(remote|fully remote|remote first|hybrid|on-?site|in office|office based|flexible|anywhere|home based|work from home)$/i;

/**
 * Where a position is, from its free-text location ("London, UK", "Hybrid - London", "Remote (UK)").
 * A town without a country takes the country of the company's own address when they share the town,
 * since the office is the only place we know it to be.
 */
export function parseJobLocation(text: string | null, companyAddress: string): JobLocation {
  const location = text?.trim() ?? '';
  const remote = /\bremote\b/i.test(location);
  const parts = location
    .split(/\s*(?:[,;/|()]|\s[-–—]\s)\s*/)
    .map((part) => part.trim())
    .filter((part) => part && !WORK_MODES.test(part));
  let country: Country | undefined;
  let locality: string | undefined;
  for (const part of parts) {
    const named = countryNamed(part);
    if (named) country ??= named;
    else locality ??= part;
  }
  if (locality && !country) {
    const office = parseAddress(companyAddress);
    if (office.addressLocality?.toLowerCase() === locality.toLowerCase()) country = office.country;
  }
  return { remote, locality, country };
}
