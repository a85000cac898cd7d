/** Test support: requests through node:http with the path sent exactly as given. */
import { request, type IncomingHttpHeaders } from 'node:http';

/** Answer of {@link rawGet}. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Sends `method path` verbatim (no URL normalisation or escaping) and collects the answer. */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
