import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declaredProcedures } from './procedure-rules';
import { adminProcedure, publicProcedure, router, staffProcedure } from './trpc';

const query = (meta: object) =>
  adminProcedure
    .meta(meta)
    .input(z.void())
    .query(() => null);

describe('the scope each staff procedure declares', () => {
  it('stops start-up when a staff procedure declares none', () => {
    const admin = router({ contacts: router({ list: query({ cache: 'no-store' }) }) });
    expect(() => declaredProcedures(admin)).toThrow(/contacts\.list: a staff procedure declares the scope an API key needs/);
  });

  it('refuses a scope on a public procedure', () => {
    const open = router({
      list: publicProcedure
        .meta({ cache: 'no-store', scope: 'blog:read' })
        .input(z.void())
        .query(() => null),
    });
    expect(() => declaredProcedures(open)).toThrow(/list: only a staff procedure declares a scope/);
  });

  it('reads the declared scope, and staff-only procedures declare theirs by their builder', () => {
    const declared = declaredProcedures(
      router({
        read: query({ cache: 'no-store', scope: 'contacts:read' }),
        users: staffProcedure
          .meta({ cache: 'no-store' })
          .input(z.void())
          .query(() => null),
      }),
    );
    expect(declared.get('read')?.meta.scope).toBe('contacts:read');
    expect(declared.get('users')?.meta.scope).toBe('staff-only');
    expect(declared.get('users')?.guarded).toBe(true);
  });
});
