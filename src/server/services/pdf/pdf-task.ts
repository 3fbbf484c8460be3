import type { MessagePort } from 'node:worker_threads';
import type { CertificateData } from '../certificates/certificate-data';
import type { CertificatePaper } from '../certificates/certificate-pdf';
import type { CompanyFacts } from '../official-facts';
import type { StatementScope } from '../statements/statement';
import type { PdfRendered } from './pdf-rendered';

/**
 * What the main thread hands a PDF worker: plain data only (the structured clone carries it), never a
 * database handle. A statement's lines come later through `port`, page by page (statement-feed.ts).
 */
export type PdfTask =
  | { kind: 'statement'; scope: StatementScope; company: CompanyFacts; port: MessagePort }
  | { kind: 'certificate'; data: CertificateData & { verifyUrl: string }; paper: CertificatePaper; issuedOn: string };

/** A worker's answer: a certificate's bytes (a statement's went through its port) and what drawing cost. */
export interface PdfTaskResult extends Omit<PdfRendered, 'kind' | 'language'> {
  pdf: Uint8Array | null;
}
