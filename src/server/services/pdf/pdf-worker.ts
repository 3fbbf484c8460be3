import { threadId } from 'node:worker_threads';
import { certificatePdf } from '../certificates/certificate-pdf';
import { statementInWorker } from '../statements/statement-in-worker';
import { pdfBytes } from './pdf-bytes';
import type { PdfTask, PdfTaskResult } from './pdf-task';
import { threadCpuMs } from './thread-cpu';

/** A structured clone delivers a Buffer as a plain Uint8Array; pdfkit reads images only from Buffers. */
const asBuffer = (bytes: Uint8Array | null) => bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * One task of a PDF worker thread (piscina calls the default export): plain data in, PDF bytes out.
 * Fonts and shaping caches are module state (pdf-text.ts, shaping-cache.ts), so each thread reads them once.
 */
export default async function renderPdf(task: PdfTask): Promise<PdfTaskResult> {
  const start = threadCpuMs();
  if (task.kind === 'statement') {
    const bytes = await statementInWorker(task.scope, task.company, task.port);
    return { pdf: null, bytes, threadId, cpuMs: threadCpuMs() - start };
  }
  const pdf = await pdfBytes(certificatePdf(task.data, { ...task.paper, signature: asBuffer(task.paper.signature) }, task.issuedOn));
  return { pdf, bytes: pdf.length, threadId, cpuMs: threadCpuMs() - start };
}
