import { describe, expect, it } from 'vitest';
import { parseAddress, parseJobLocation } from './place-text';

const OFFICE = '1 Poultry, London EC2R 8EJ, United Kingdom';

describe('one-line addresses', () => {
  it('splits street, town, postcode and country', () => {
    expect(parseAddress(OFFICE)).toEqual({
      streetAddress: '1 Poultry',
      addressLocality: 'London',
      postalCode: 'EC2R 8EJ',
      country: { code: 'GB', name: 'United Kingdom' },
    });
  });

  it('takes the part before the country as the town when there is no postcode', () => {
    expect(parseAddress('Suite 4, 20 Harcourt Street, Dublin, Ireland')).toEqual({
      streetAddress: 'Suite 4, 20 Harcourt Street',
      addressLocality: 'Dublin',
      postalCode: undefined,
      country: { code: 'IE', name: 'Ireland' },
    });
  });

  it('keeps text it cannot place as the street, and claims no country it does not see', () => {
    expect(parseAddress('The Old Mill')).toEqual({ streetAddress: 'The Old Mill', addressLocality: undefined, postalCode: undefined, country: undefined });
  });
});

describe('job locations', () => {
  it.each([
    ['London, UK', { remote: false, locality: 'London', country: { code: 'GB', name: 'United Kingdom' } }],
    ['Hybrid - London', { remote: false, locality: 'London', country: { code: 'GB', name: 'United Kingdom' } }],
    ['Remote (UK)', { remote: true, locality: undefined, country: { code: 'GB', name: 'United Kingdom' } }],
    ['Remote', { remote: true, locality: undefined, country: undefined }],
    ['Remote - Manchester', { remote: true, locality: 'Manchester', country: undefined }],
    ['Stratford-upon-Avon', { remote: false, locality: 'Stratford-upon-Avon', country: undefined }],
    ['New York, USA', { remote: false, locality: 'New York', country: { code: 'US', name: 'United States' } }],
  ])('%s', (text, expected) => {
    expect(parseJobLocation(text, OFFICE)).toEqual(expected);
  });

  it('gives nothing for a missing location', () => {
    expect(parseJobLocation(null, OFFICE)).toEqual({ remote: false, locality: undefined, country: undefined });
  });
});
