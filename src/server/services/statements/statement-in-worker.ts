import type { MessagePort } from 'node:worker_threads';
import type { StatementTotalsDto } from '../../../shared/statement-types';
import type { CompanyFacts } from '../official-facts';
import type { StatementScope, StatementSource } from './statement';
import type { PageAnswer, StatementAnswer, StatementQuestion, WorkerMessage } from './statement-messages';
import { statementPdf } from './statement-pdf';

// Bytes kept in the worker before they go to the main thread: few messages, and an early fault
// (before the first 64 KB) still becomes a 500 rather than a cut download.
const BATCH = 64 * 1024;

const cancelled = () => new Error('the statement was cancelled');

/** A StatementSource whose every read is a question to the main thread (statement-feed.ts answers). */
function askingSource(scope: StatementScope, port: MessagePort): StatementSource {
  let waiting: { resolve: (value: StatementAnswer) => void; reject: (error: Error) => void } | null = null;
  let closed = false;
  // Listened to for the whole task: a close that comes while a page is being drawn would otherwise go unheard, and the next question wait for ever.
  const settle = () => {
    const settling = waiting;
    waiting = null;
    return settling;
  };
  port.on('message', (value: StatementAnswer) => settle()?.resolve(value));
  port.once('close', () => {
    closed = true;
    settle()?.reject(cancelled());
  });
  const ask = (question: StatementQuestion) =>
    closed
      ? Promise.reject(cancelled())
      : new Promise<StatementAnswer>((resolve, reject) => {
          waiting = { resolve, reject };
          port.postMessage({ type: 'ask', question } satisfies WorkerMessage);
        });
  const running = { balance: scope.opening };
  let totals: StatementTotalsDto = { in: 0, out: 0, profit: 0, loss: 0 };
  async function* pages() {
    for (;;) {
      const page = (await ask({ ask: 'page' })) as PageAnswer;
      if (page.done) {
        running.balance = page.balance;
        totals = page.totals;
        return;
      }
      yield page.lines;
    }
  }
  return {
    scope,
    pages: pages(),
    running,
    totals: { toDto: () => totals },
    holdings: async () => (await ask({ ask: 'holdings' })) as Awaited<ReturnType<StatementSource['holdings']>>,
    held: async () => (await ask({ ask: 'held' })) as number,
    contract: async (projectId, company) => (await ask({ ask: 'contract', projectId, company })) as string | null,
  };
}

/** Draws the statement in this worker, sending its bytes through `port` as they come; answers how many. */
export async function statementInWorker(scope: StatementScope, company: CompanyFacts, port: MessagePort): Promise<number> {
  let batch: Buffer[] = [];
  let batched = 0;
  let sent = 0;
  const flush = () => {
    if (batched === 0) return;
    const bytes = new Uint8Array(batched);
    let at = 0;
    for (const chunk of batch) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    port.postMessage({ type: 'bytes', bytes } satisfies WorkerMessage, [bytes.buffer]);
    sent += batched;
    batch = [];
    batched = 0;
  };
  try {
    // The writer's own error callback is not needed here: the same error fails the document's stream.
    const doc = statementPdf(askingSource(scope, port), company, () => {});
    await new Promise<void>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => {
        batch.push(chunk);
        batched += chunk.length;
        if (batched >= BATCH) flush();
      });
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    flush();
    port.postMessage({ type: 'end' } satisfies WorkerMessage);
    return sent;
  } finally {
    port.close();
  }
}
