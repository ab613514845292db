import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's maintenance connection (database names cannot be bound parameters). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;
