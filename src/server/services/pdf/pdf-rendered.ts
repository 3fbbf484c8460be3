import diagnosticsChannel from 'node:diagnostics_channel';
import type { Language } from '../../../shared/constants';

/** One PDF the pool has rendered: which thread did it and what it cost that thread. */
export interface PdfRendered {
  kind: 'statement' | 'certificate';
  language: Language;
  /** worker_threads.threadId of the thread that drew it (the main thread is 0). */
  threadId: number;
  /** CPU time of that thread while it drew this PDF (thread-cpu.ts). */
  cpuMs: number;
  bytes: number;
}

export const PDF_RENDERED = 'halal-invest:pdf-rendered';

/** Published after each PDF; the bench reads the CPU of each, a test which thread drew it. */
export const pdfRendered = diagnosticsChannel.channel(PDF_RENDERED);
