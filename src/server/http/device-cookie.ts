import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The trusted-device cookie (docs/decisions/026): the only cookie the app sets. Sessions travel as
 * bearer tokens; this one only tells the sign-in throttle that the browser signed in before.
 */
export const DEVICE_COOKIE = 'trusted_device';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const pending = new WeakMap<FastifyRequest, string>();

export function deviceCookieOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** Sets the cookie on this request's answer. */
export const rememberDevice = (request: FastifyRequest, token: string) => pending.set(request, token);

/** `secure`: whenever BASE_URL is https, so the token never travels in clear text. */
export function registerDeviceCookie(app: FastifyInstance, { secure }: { secure: boolean }) {
  app.addHook('onSend', async (request, reply, payload) => {
    const token = pending.get(request);
    if (token) {
      const attributes = [`${DEVICE_COOKIE}=${token}`, 'Path=/api', `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
      reply.header('set-cookie', attributes.join('; '));
    }
    return payload;
  });
}
