import type { AccountKind, PostingRow, TransferKind } from '../../db/schema';
import type { AccountRef } from '../ledger/accounts';
import type { FigureMove, TransferInput } from '../ledger/post-transfers';

/** One line of a money event: a transfer, and the holding figure it moves if any. A chunk never splits a line. */
export interface PostingLine {
  transfer: TransferInput;
  figure?: FigureMove;
}

/** What every transfer of one posting shares, kept once on the posting row. */
export interface PostingScope {
  actorId: string;
  projectId: string;
  /** The distributions row the transfers carry money of; null for a completion. */
  distributionId: string | null;
}

type StoredTransfer = [TransferKind, AccountKind, string, AccountKind, string, number, string | null, string | null];
type StoredFigure = [string, FigureMove['figure'], number];

/**
 * A chunk's transfers and figures as compact JSON: accounts by the ids `idOf` resolved before the
 * chunk is stored, and what every line shares checked against the posting's scope rather than repeated.
 */
export function encodeChunk(scope: PostingScope, lines: readonly PostingLine[], idOf: (ref: AccountRef) => string): { transfers: string; figures: string } {
  const transfers = lines.map(({ transfer: t }): StoredTransfer => {
    if (t.actorId !== scope.actorId || (t.projectId ?? null) !== scope.projectId || (t.distributionId ?? null) !== scope.distributionId)
      throw new Error('A chunked posting moves the money of one event, by one actor, in one project.');
    if (t.depositId || t.expenseId || t.withdrawalId || t.idempotencyKey || t.at)
      throw new Error('A chunked posting carries no deposit, expense, withdrawal, key or date of its own.');
    return [t.kind, t.debit.kind, idOf(t.debit), t.credit.kind, idOf(t.credit), t.amount, t.userId ?? null, t.reversesTransferId ?? null];
  });
  const figures = lines.flatMap(({ figure }): StoredFigure[] => (figure ? [[idOf(figure.holding), figure.figure, figure.poisha]] : []));
  return { transfers: JSON.stringify(transfers), figures: JSON.stringify(figures) };
}

export function decodeChunk(posting: PostingRow, chunk: { transfers: string; figures: string }): { transfers: TransferInput[]; figures: FigureMove[] } {
  const { actor_id: actorId, project_id: projectId } = posting;
  const distributionId = posting.event === 'distribution' ? posting.event_id : null;
  const transfers = (JSON.parse(chunk.transfers) as StoredTransfer[]).map(
    ([kind, debitKind, debitId, creditKind, creditId, amount, userId, reversesTransferId]): TransferInput => ({
      actorId,
      projectId,
      distributionId,
      kind,
      debit: { kind: debitKind, id: debitId },
      credit: { kind: creditKind, id: creditId },
      amount,
      userId,
      reversesTransferId,
    }),
  );
  const figures = (JSON.parse(chunk.figures) as StoredFigure[]).map(([id, figure, poisha]): FigureMove => ({ holding: { kind: 'holding', id }, figure, poisha }));
  return { transfers, figures };
}
