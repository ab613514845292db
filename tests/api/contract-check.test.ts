import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledProblems } from '../support/answer-checks';
import { contractProblem } from '../support/openapi-contract';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

/** A loopback server answering every call as `answer` says: what a server breaking the contract would send. */
let impostor: http.Server;
let impostorUrl = '';
let answer = { status: 200, type: 'application/json', body: '' };
beforeAll(async () => {
  impostor = http.createServer((_req, res) => res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body));
  await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
  impostorUrl = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => impostor.close(resolve)));

describe('every answer a test receives is checked against the OpenAPI document', () => {
  it('an answer as documented passes', async () => {
    const services = await t.api('/api/services');
    expect(services.status).toBe(200);
    const observed = { method: 'GET', url: `${t.url}/api/services`, status: 200, contentType: 'application/json', body: JSON.stringify(services.body) };
    expect(contractProblem(observed)).toBeUndefined();
    expect(await settledProblems()).toEqual([]);
  });

  it('a body that breaks the schema, a status or a media type the operation does not document are caught through fetch', async () => {
    answer = { status: 200, type: 'application/json', body: JSON.stringify({ success: true, data: [{ id: 'one' }], message: 'ok' }) };
    await fetch(`${impostorUrl}/api/services`);
    answer = { status: 418, type: 'application/json', body: '{}' };
    await fetch(`${impostorUrl}/api/team`);
    answer = { status: 200, type: 'text/html', body: '<p>hello</p>' };
    await fetch(`${impostorUrl}/api/careers`);
    answer = { status: 404, type: 'application/json', body: JSON.stringify({ error: 'nope' }) };
    await fetch(`${impostorUrl}/api/no-such-method-here`, { method: 'DELETE' });
    await fetch(`${impostorUrl}/api/services`, { method: 'DELETE' });

    const problems = await settledProblems();
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/services → 200: the body does not match the documented schema:\n {2}\/data\/0 must have required property 'title'/),
        'GET /api/team → 418: status 418 is not documented for GET /team',
        'GET /api/careers → 200: a text/html body is not documented (documented: application/json)',
        // A path the document does not describe is not judged; a refused method must still answer in the error envelope.
        expect.stringMatching(/^DELETE \/api\/services → 404: the body does not match the documented schema/),
      ]),
    );
  });

  it('pages, tRPC and preflights are outside the described surface', async () => {
    answer = { status: 200, type: 'text/html', body: '<p>page</p>' };
    await fetch(`${impostorUrl}/services`);
    await fetch(`${impostorUrl}/api/trpc/services.list`);
    await fetch(`${impostorUrl}/api/services`, { method: 'OPTIONS' });
    expect(await settledProblems()).toEqual([]);
  });
});
