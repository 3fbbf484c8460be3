import http from 'node:http';

/** What one request came back with: an answer, a broken connection (killed worker) or no answer in time. */
export type Outcome = { kind: 'answer'; status: number; body: unknown } | { kind: 'connection'; code: string } | { kind: 'timeout' };

export interface RequestOptions {
  port: number;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  token?: string;
  payload?: object;
  timeoutMs: number;
}

/**
 * One request on a fresh connection (no keep-alive: a restarted worker reuses its port, and a
 * pooled socket to the killed process would only add noise). An answer counts only when its whole
 * body arrived; a cut-off body is a broken connection, so nothing half-received is "acknowledged".
 */
export function request({ port, method, path, token, payload, timeoutMs }: RequestOptions): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error: NodeJS.ErrnoException) => settle({ kind: 'connection', code: error.code ?? error.message }));
      res.on('aborted', () => settle({ kind: 'connection', code: 'ABORTED' }));
      res.on('end', () => {
        if (!res.complete) return settle({ kind: 'connection', code: 'INCOMPLETE' });
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // Not JSON: kept as text for the report.
        }
        settle({ kind: 'answer', status: res.statusCode ?? 0, body: parsed });
      });
    });
    const timer = setTimeout(() => {
      settle({ kind: 'timeout' });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => settle({ kind: 'connection', code: error.code ?? error.message }));
    req.end(body);
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
