import http from 'node:http';
import { checkAgainstDocument } from './answer-checks';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET that hands back the bytes as sent (fetch would decode them). */
export const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<RawResponse>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          // Bytes as sent: only an unencoded body can be read against its schema.
          const readable = !res.headers['content-encoding'] || res.headers['content-encoding'] === 'identity';
          const observed = { method: 'GET', url, status: res.statusCode ?? 0, contentType: res.headers['content-type'] ?? null };
          checkAgainstDocument(observed, async () => (readable ? body.toString('utf8') : ''));
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      })
      .on('error', reject);
  });
