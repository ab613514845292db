import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;

const totpFor = (secret: string, issuer: string, label: string) =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** 160 random bits, the size RFC 4226 recommends, in base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What an authenticator app scans: the otpauth:// URI, and it drawn as a QR code (an SVG data URL). */
export async function totpEnrolment(secret: string, issuer: string, label: string) {
  const uri = totpFor(secret, issuer, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step a code is good for (the one before and after too, for clocks that drift), or
 * null. A step at or before `lastStep` was used already: a code is good once.
 */
export function acceptedTotpStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const delta = totpFor(secret, '', '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
