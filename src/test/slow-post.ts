import http from 'node:http';

/** What the server answered a slow POST: the status, the `connection` header and the body's text. */
export interface SlowAnswer {
  status: number;
  connection?: string;
  body: string;
}

/**
 * A JSON POST to 127.0.0.1 whose body arrives in two parts: its first `sent` characters at once, the rest on
 * `finish()`. `answer` resolves once the whole response has arrived.
 */
export function slowPost(
  options: http.RequestOptions & { port: number; path: string },
  body: string,
  sent: number,
): { answer: Promise<SlowAnswer>; finish: () => void } {
  const request = http.request({
    host: '127.0.0.1',
    method: 'POST',
    ...options,
    headers: {
      ...options.headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
  });
  const answer = new Promise<SlowAnswer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
    });
  });
  request.write(body.slice(0, sent));
  return { answer, finish: () => request.end(body.slice(sent)) };
}
