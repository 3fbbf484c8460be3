import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestsInFlight } from '../../src/server/requests-in-flight';

describe('requests in flight (background work on SQLite waits for a quiet moment)', () => {
  let server: http.Server;
  let requests: RequestsInFlight;
  const answers: Array<() => void> = [];
  let url = '';

  beforeEach(async () => {
    requests = new RequestsInFlight();
    server = http.createServer((_request, response) => answers.push(() => response.end('ok')));
    requests.track(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterEach(async () => {
    answers.splice(0).forEach((answer) => answer());
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const arrived = async (count: number) => {
    while (answers.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('is quiet at once with nothing in flight', async () => {
    let quiet = false;
    void requests.quiet(10_000).then(() => (quiet = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(quiet).toBe(true);
  });

  it('waits until the last request in flight has its answer', async () => {
    const first = fetch(url);
    const second = fetch(url);
    await arrived(2);
    let quiet = false;
    void requests.quiet(10_000).then(() => (quiet = true));
    answers[0]!();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(quiet).toBe(false);
    answers[1]!();
    await second;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(quiet).toBe(true);
  });

  it('counts a request whose client went away as done', async () => {
    const controller = new AbortController();
    const request = fetch(url, { signal: controller.signal }).catch(() => 'aborted');
    await arrived(1);
    let quiet = false;
    void requests.quiet(10_000).then(() => (quiet = true));
    controller.abort();
    expect(await request).toBe('aborted');
    for (let turns = 0; turns < 100 && !quiet; turns += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(quiet).toBe(true);
  });

  it('stops waiting after its longest wait while a request hangs', async () => {
    void fetch(url).catch(() => undefined);
    await arrived(1);
    const started = performance.now();
    await requests.quiet(50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });
});
