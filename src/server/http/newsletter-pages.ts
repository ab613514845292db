import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getSiteSettings } from '../../modules/settings';
import { escapeMarkup } from '../../shared/escape-markup';
import type { AppRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';

type Options = { router: AppRouter; createContext: (request: FastifyRequest) => Context };

/** A small page of its own: it must read well in any mail client's browser and carries no site scripts. */
export function mailLinkPage({ companyName, title, text }: { companyName: string; title: string; text: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeMarkup(`${title} | ${companyName}`)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f5f7fa;color:#111}main{max-width:32rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08)}h1{font-size:1.5rem;margin-top:0}a{color:#1d4ed8}</style>
</head><body><main><h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(text)}</p><p><a href="/">Go to the ${escapeMarkup(companyName)} website</a></p></main></body></html>
`;
}

const tokenOf = (request: FastifyRequest) => {
  // A missing or cut-off token fails its signature check, which is answered as an invalid link.
  const { token } = request.query as { token?: unknown };
  return typeof token === 'string' ? token.slice(0, 1000) : '';
};

/** Answers a mail link's page: the procedure's message, or its refusal (400) in plain words. */
async function answerMailLink(reply: FastifyReply, companyName: string, title: string, call: () => Promise<{ message: string }>) {
  // The token must not travel on to another site in a Referer.
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  try {
    const { message } = await call();
    return reply.send(mailLinkPage({ companyName, title, text: message }));
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code !== 'BAD_REQUEST') throw error;
    return reply.code(400).send(mailLinkPage({ companyName, title: 'This link cannot be used', text: error.message }));
  }
}

/**
 * `/newsletter/confirm?token=…`, the link in a confirmation e-mail: it confirms through the same
 * procedure as `POST /api/newsletter/confirm` and says plainly when the link expired or was changed.
 */
export function registerNewsletterPages(app: FastifyInstance, { router, createContext }: Options) {
  const companyName = async (ctx: Context) => (await getSiteSettings(ctx.em)).company.name;

  app.get('/newsletter/confirm', async (request, reply) => {
    const ctx = createContext(request);
    return answerMailLink(reply, await companyName(ctx), 'Subscription confirmed', () =>
      router.createCaller(ctx).newsletter.confirm({ token: tokenOf(request) }),
    );
  });

  // The link at the foot of every issue: one click unsubscribes, no sign-in.
  app.get('/newsletter/unsubscribe', async (request, reply) => {
    const ctx = createContext(request);
    return answerMailLink(reply, await companyName(ctx), 'Unsubscribed', () => router.createCaller(ctx).newsletter.unsubscribe({ token: tokenOf(request) }));
  });

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the List-Unsubscribe
  // address; the token is in that address, so the body is read only to be accepted.
  void app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    oneClick.post('/newsletter/unsubscribe', async (request, reply) => {
      const ctx = createContext(request);
      return answerMailLink(reply, await companyName(ctx), 'Unsubscribed', () => router.createCaller(ctx).newsletter.unsubscribe({ token: tokenOf(request) }));
    });
  });
}
