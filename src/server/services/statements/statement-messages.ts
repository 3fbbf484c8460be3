import type { StatementHoldingDto, StatementLineDto, StatementTotalsDto } from '../../../shared/statement-types';

/**
 * The talk between a statement's PDF worker and the main thread, over the task's own MessagePort. The
 * worker asks one question at a time, in the order the writer needs (each page of lines, then the
 * totals' companions), so each answer is simply the next message it receives.
 */
export type StatementQuestion = { ask: 'page' } | { ask: 'held' } | { ask: 'holdings' } | { ask: 'contract'; projectId: string; company: string };

/** A page of lines, or (after the last) the closing balance in poisha and the period's totals. */
export type PageAnswer = { done: false; lines: StatementLineDto[] } | { done: true; balance: number; totals: StatementTotalsDto };

export type StatementAnswer = PageAnswer | number | StatementHoldingDto[] | string | null;

/** From the worker: a question, some bytes of the PDF, or its end (after every byte). */
export type WorkerMessage = { type: 'ask'; question: StatementQuestion } | { type: 'bytes'; bytes: Uint8Array } | { type: 'end' };
