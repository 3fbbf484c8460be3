import { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { StatementSource } from './statement';
import type { StatementAnswer, StatementQuestion, WorkerMessage } from './statement-messages';

/**
 * The main thread's side of a statement drawn in a worker: it answers the worker's questions from
 * `source` (the database is read here, never in the worker) and hands the PDF's bytes on as a stream.
 * The next page is read only once the stream has room, so a slow download never piles lines up.
 * `drawn` is the worker's task: the stream ends once it has settled too, so whatever follows the task
 * (the pool's report) comes before the last byte. The answer settles with the first bytes: a failure
 * before them rejects it (the route answers 500), one after them fails the stream and is told to `onError`.
 */
export function statementFeed(source: StatementSource, port: MessagePort, drawn: Promise<unknown>, onError: (error: unknown) => void): Promise<Readable> {
  let wanted: (() => void) | null = null;
  let begun = false;
  let begin!: (stream: Readable) => void;
  let refuse!: (error: unknown) => void;
  const started = new Promise<Readable>((resolve, reject) => {
    begin = resolve;
    refuse = reject;
  });
  const stream = new Readable({
    read() {
      wanted?.();
      wanted = null;
    },
  });
  const room = () => (stream.readableLength < stream.readableHighWaterMark ? Promise.resolve() : new Promise<void>((resolve) => (wanted = resolve)));
  const pages = source.pages[Symbol.asyncIterator]();

  const answer = async (question: StatementQuestion): Promise<StatementAnswer> => {
    switch (question.ask) {
      case 'page': {
        await room();
        const next = await pages.next();
        return next.done ? { done: true, balance: source.running.balance, totals: source.totals.toDto() } : { done: false, lines: next.value };
      }
      case 'held':
        return (await source.held?.()) ?? 0;
      case 'holdings':
        return source.holdings();
      case 'contract':
        return (await source.contract?.(question.projectId, question.company)) ?? null;
    }
  };
  const output = (bytes: Buffer | null) => {
    stream.push(bytes);
    begun = true;
    begin(stream);
  };
  // A statement cut short must not download as if whole: the stream fails.
  const fail = (error: unknown) => {
    port.close();
    if (!begun) {
      begun = true;
      refuse(error);
      stream.destroy();
    }
    if (stream.destroyed) return;
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  port.on('message', (message: WorkerMessage) => {
    if (message.type === 'bytes') output(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
    else if (message.type === 'end') {
      port.close();
      drawn.then(() => output(null), fail);
    } else
      answer(message.question).then((value) => {
        if (!stream.destroyed) port.postMessage(value);
      }, fail);
  });
  // A download given up (or failed) closes the port, which stops the worker at its next question.
  stream.on('close', () => port.close());
  drawn.catch(fail);
  return started;
}
