import path from 'node:path';
import type { Readable } from 'node:stream';
import { MessageChannel, type TransferListItem } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { Language } from '../../../shared/constants';
import type { CertificateData } from '../certificates/certificate-data';
import type { CertificatePaper } from '../certificates/certificate-pdf';
import type { CompanyFacts } from '../official-facts';
import type { StatementSource } from '../statements/statement';
import { statementFeed } from '../statements/statement-feed';
import { pdfRendered, type PdfRendered } from './pdf-rendered';
import type { PdfTask, PdfTaskResult } from './pdf-task';

// The build runs compiled JavaScript; tsx and jest run the TypeScript sources, whose worker loads through tsx.
const WORKER = path.join(__dirname, __filename.endsWith('.ts') ? 'pdf-worker-from-source.cjs' : 'pdf-worker.js');
// Drawing threads run below the event loop's CPU priority (Linux, per thread), so no request waits a PDF's length for a core.
const NICE = 19;

/**
 * Statement and certificate PDFs drawn on worker threads, so a month end of downloads does not stall
 * every other request: the main thread reads the database and sends plain data, a worker draws. The
 * threads start with the first PDF (most processes and tests never draw one) and stay, fonts loaded.
 */
export class PdfPool {
  private pool: Piscina<PdfTask, PdfTaskResult> | null = null;
  private closed = false;

  constructor(
    private readonly threads: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  private run(task: PdfTask, transferList?: TransferListItem[]): Promise<PdfTaskResult> {
    if (this.closed) return Promise.reject(new Error('the PDF pool is closed'));
    if (!this.pool) {
      // Tasks last a hundred milliseconds or more, so piscina's Atomics hand-off (which blocks an idle thread's event loop) would buy nothing.
      this.pool = new Piscina<PdfTask, PdfTaskResult>({ filename: WORKER, minThreads: this.threads, maxThreads: this.threads, atomics: 'disabled', niceIncrement: NICE });
      // A thread that fails outside a task is replaced by piscina; unheard, the error would end the process.
      this.pool.on('error', (error: unknown) => this.log.error({ err: error }, 'a PDF worker thread failed'));
    }
    return this.pool.run(task, { transferList });
  }

  private published(kind: PdfRendered['kind'], language: Language, { threadId, cpuMs, bytes }: PdfTaskResult): void {
    if (pdfRendered.hasSubscribers) pdfRendered.publish({ kind, language, threadId, cpuMs, bytes } satisfies PdfRendered);
  }

  /**
   * The statement's PDF as a stream, once its first bytes are drawn (a failure before them rejects, so
   * the route answers 500); `onError` hears a failure that cuts it short later (the stream fails too).
   */
  statement(source: StatementSource, company: CompanyFacts, onError: (error: unknown) => void): Promise<Readable> {
    const { port1, port2 } = new MessageChannel();
    const drawn = this.run({ kind: 'statement', scope: source.scope, company, port: port2 }, [port2]).then((result) => this.published('statement', source.scope.language, result));
    return statementFeed(source, port1, drawn, onError);
  }

  /** One holding's certificate: a single page, answered whole. */
  async certificate(data: CertificateData & { verifyUrl: string }, paper: CertificatePaper, issuedOn: string): Promise<Buffer> {
    const result = await this.run({ kind: 'certificate', data, paper, issuedOn });
    this.published('certificate', data.language, result);
    const pdf = result.pdf!;
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  /** Ends the threads (app.close): requests have finished by then, and a test or a shutdown must not wait on idle threads. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
