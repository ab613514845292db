import { describe, expect, it } from 'vitest';
import { checkToken, signToken } from './signed-token';

const SECRET = 'a'.repeat(32);
const inAnHour = new Date(Date.now() + 3_600_000);

describe('signed tokens for links in e-mails', () => {
  it('a token checks out for its purpose and gives back its value', () => {
    expect(checkToken(SECRET, 'confirm', signToken(SECRET, 'confirm', '42', inAnHour))).toEqual({ valid: true, value: '42' });
    expect(checkToken(SECRET, 'unsubscribe', signToken(SECRET, 'unsubscribe', '42', null))).toEqual({ valid: true, value: '42' });
  });

  it('refuses a changed value, expiry or signature, another purpose and another secret', () => {
    const token = signToken(SECRET, 'confirm', '42', inAnHour);
    const [value, expires, sig] = token.split('.') as [string, string, string];
    const refused = { valid: false, reason: 'invalid' };
    expect(checkToken(SECRET, 'confirm', `43.${expires}.${sig}`)).toEqual(refused);
    expect(checkToken(SECRET, 'confirm', `${value}.${Number(expires) + 60}.${sig}`)).toEqual(refused);
    // Another last character (never the same one, which would leave the signature as it was).
    expect(checkToken(SECRET, 'confirm', `${value}.${expires}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toEqual(refused);
    expect(checkToken(SECRET, 'unsubscribe', token)).toEqual(refused);
    expect(checkToken('b'.repeat(32), 'confirm', token)).toEqual(refused);
    expect(checkToken(SECRET, 'confirm', 'garbage')).toEqual(refused);
  });

  it('an expired token is told apart from a forged one', () => {
    const token = signToken(SECRET, 'confirm', '42', new Date(Date.now() - 1000));
    expect(checkToken(SECRET, 'confirm', token)).toEqual({ valid: false, reason: 'expired' });
  });
});
