import http from 'node:http';

export type HalfSentAnswer = { status: number; connection?: string; text: string };

/**
 * A contact-form POST whose body is only half sent: a request in flight. `finish()` sends the rest and
 * resolves with the answer. Shutdown tests signal the server in between: it must answer it, not drop it.
 */
export function halfSentContact(port: number, message: Record<string, string>) {
  const body = JSON.stringify(message);
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: '/api/contact',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<HalfSentAnswer>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 20));
  return {
    finish: (): Promise<HalfSentAnswer> => {
      request.end(body.slice(20));
      return answer;
    },
  };
}
