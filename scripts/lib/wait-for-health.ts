/** Polls /api/health until it answers 200; resolves with the ms waited (benchmarks, tests that start the server). */
export async function waitForHealth(origin: string, timeoutMs = 30_000, everyMs = 100): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${origin} did not answer /api/health within ${timeoutMs} ms`);
}
