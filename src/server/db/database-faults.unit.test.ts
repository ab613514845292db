import { ConnectionException, DriverException, TableNotFoundException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { isDatabaseFault } from './database-faults';

const driverError = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseFault', () => {
  it('counts a lost or refused connection', () => {
    expect(isDatabaseFault(new ConnectionException(driverError('connect ECONNREFUSED 127.0.0.1:5999', 'ECONNREFUSED')))).toBe(true);
    expect(isDatabaseFault(driverError('connect ECONNREFUSED', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseFault(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseFault(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'))).toBe(true);
  });

  it('counts a server that does not answer in time (paused, unreachable)', () => {
    expect(isDatabaseFault(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseFault(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseFault(new DriverException(driverError('canceling statement due to statement timeout', '57014')))).toBe(true);
  });

  it('counts a query that fails with the connection up (missing table, revoked permission)', () => {
    expect(isDatabaseFault(new TableNotFoundException(driverError('relation "services" does not exist', '42P01')))).toBe(true);
    expect(isDatabaseFault(new DriverException(driverError('permission denied for table settings', '42501')))).toBe(true);
  });

  it('finds the fault inside the error a procedure threw', () => {
    const cause = new TableNotFoundException(driverError('relation "blog_posts" does not exist', '42P01'));
    expect(isDatabaseFault(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }))).toBe(true);
  });

  it('does not count a broken constraint, a missing item or a bug', () => {
    expect(isDatabaseFault(new UniqueConstraintViolationException(driverError('duplicate key', '23505')))).toBe(false);
    expect(isDatabaseFault(new TRPCError({ code: 'NOT_FOUND', message: 'Service not found' }))).toBe(false);
    expect(isDatabaseFault(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isDatabaseFault(null)).toBe(false);
  });
});
