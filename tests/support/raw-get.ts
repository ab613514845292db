import http from 'node:http';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET that hands back the bytes as sent (fetch would decode them). */
export const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<RawResponse>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
