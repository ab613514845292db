import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TRPC_PATH } from '../../shared/api-paths';
import { appRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import { declaredProcedures } from '../trpc/procedure-rules';
import { publicProcedure, router } from '../trpc/trpc';
import { publicWriteLimits, registerPublicWriteLimits, takePublicWriteRefusal } from './public-write-limits';
import { registerRestApi } from './rest-api';

// A form under a name and address that no list kept by hand could know.
const renamedRouter = router({
  inbox: router({
    deliverMessage: publicProcedure
      .meta({ openapi: { method: 'POST', path: '/messages/{id}/deliver', protect: false }, changes: [], publicWrite: { limit: 2, window: '1 minute' } })
      .input(z.object({ id: z.number().int() }))
      .output(z.object({ delivered: z.number().int() }))
      .mutation(({ input }) => ({ delivered: input.id })),
    count: publicProcedure
      .meta({ openapi: { method: 'GET', path: '/messages', protect: false }, cache: 'no-store' })
      .input(z.void())
      .output(z.number())
      .query(() => 0),
  }),
});

async function serve(testRouter: typeof renamedRouter) {
  const app = Fastify({ logger: false });
  await registerPublicWriteLimits(app, { router: testRouter });
  const createContext = (req: FastifyRequest) => ({ takePublicWriteRefusal: (procedure: string) => takePublicWriteRefusal(req, procedure) }) as Context;
  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PATH,
    trpcOptions: { router: testRouter, createContext: ({ req }: { req: FastifyRequest }) => createContext(req) },
  });
  registerRestApi(app, { router: testRouter as never, createContext, onServerError: () => undefined });
  return app;
}

const post = (url: string, body: unknown, remoteAddress: string) =>
  ({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' }, remoteAddress }) as const;

describe('public write limits come from the procedures’ meta', () => {
  it('a renamed public write keeps its declared limit, over tRPC and over its REST path in any case', async () => {
    expect(publicWriteLimits(renamedRouter)).toEqual(new Map([['inbox.deliverMessage', { limit: 2, window: '1 minute', restMethod: 'POST' }]]));
    const app = await serve(renamedRouter);
    try {
      const address = '192.0.2.1';
      expect((await app.inject(post(`${TRPC_PATH}/inbox.deliverMessage`, { id: 1 }, address))).statusCode).toBe(200);
      expect((await app.inject(post('/api/messages/2/deliver', {}, address))).statusCode).toBe(200);
      const refused = await app.inject(post('/api/MESSAGES/3/Deliver/', {}, address));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject(post(`${TRPC_PATH}/inbox.deliverMessage`, { id: 4 }, address))).statusCode).toBe(429);
      // Reads and other addresses are not counted.
      expect((await app.inject({ method: 'GET', url: `${TRPC_PATH}/inbox.count`, remoteAddress: address })).statusCode).toBe(200);
      expect((await app.inject(post(`${TRPC_PATH}/inbox.deliverMessage`, { id: 5 }, '192.0.2.2'))).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a tRPC batch counts each call it carries and refuses only the calls over the limit', async () => {
    const app = await serve(renamedRouter);
    const batch = (calls: number, address: string) =>
      app.inject(
        post(
          `${TRPC_PATH}/${Array(calls).fill('inbox.deliverMessage').join(',')}?batch=1`,
          Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { id: i }])),
          address,
        ),
      );
    try {
      const over = await batch(3, '192.0.2.10');
      expect(over.statusCode).toBe(207);
      expect((over.json() as { error?: { data: { httpStatus: number } } }[]).map(({ error }) => error?.data.httpStatus)).toEqual([undefined, undefined, 429]);
      expect((await batch(2, '192.0.2.11')).statusCode).toBe(200);
      expect((await app.inject(post(`${TRPC_PATH}/inbox.deliverMessage`, { id: 9 }, '192.0.2.11'))).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('the site limits exactly the procedures whose meta declares a public write', () => {
    const declared = [...declaredProcedures(appRouter).values()].filter(({ meta }) => meta.publicWrite).map(({ name }) => name);
    expect([...publicWriteLimits(appRouter).keys()]).toEqual(declared);
    expect(declared.sort()).toEqual(['careers.applyToPosition', 'contact.send', 'newsletter.confirm', 'newsletter.subscribe', 'newsletter.unsubscribe']);
  });

  it('start-up refuses a procedure that declares no rules', () => {
    const undeclared = router({ ping: publicProcedure.input(z.void()).mutation(() => 'pong'), peek: publicProcedure.query(() => 1) });
    expect(() => declaredProcedures(undeclared)).toThrow(/ping: a mutation declares the content it changes[\s\S]*peek: a query declares cache/);
  });
});
