import net from 'node:net';
import { freePort } from '../../scripts/lib/free-port';
import { waitForHealth } from '../../scripts/lib/wait-for-health';
import { spawnServer, useDataDir } from './helpers/server-process';

// Ctrl-C reaches the whole process group, and npm (or scripts/start.mjs) passes the signal on as
// well: the server sees it twice. The second must not cut short the first's graceful shutdown.
describe('stopping the server', () => {
  const dataDir = useDataDir('halal-shutdown-');

  test('a repeated SIGINT does not cut the shutdown short: the request in flight is answered, then the process exits 0', async () => {
    const port = await freePort();
    const child = spawnServer(dataDir.path, port);
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    try {
      await waitForHealth(`http://127.0.0.1:${port}`);
      // A sign-in whose body is still arriving: the shutdown waits for it to be answered.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' });
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const socketClosed = new Promise((resolve) => socket.once('close', resolve));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));

      child.kill('SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 200));
      child.kill('SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(child.exitCode).toBeNull(); // still finishing the request

      // The rest of the body, without closing our side: a browser waits for its answer that way.
      socket.write(body.slice(10));
      await socketClosed; // the server closes the connection once it has answered
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toMatch(/connection: close/i);
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(log.match(/shutting down/g)).toHaveLength(1);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
