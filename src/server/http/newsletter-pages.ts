import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getSiteSettings } from '../../modules/settings';
import type { AppRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import { linkPage } from './link-page';

type Options = { router: AppRouter; createContext: (request: FastifyRequest) => Context };

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
    return reply.send(linkPage({ companyName, title, text: message }));
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code !== 'BAD_REQUEST') throw error;
    return reply.code(400).send(linkPage({ companyName, title: 'This link cannot be used', text: error.message }));
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
