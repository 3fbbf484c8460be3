/**
 * Money is stored as integer poisha (1 BDT = 100 poisha) so sums are exact;
 * the API speaks BDT with at most two decimals.
 */
export function bdtToPoisha(bdt: number): number {
  if (!Number.isFinite(bdt)) throw new RangeError('Amount must be a finite number');
  const poisha = Math.round(bdt * 100);
  if (Math.abs(poisha - bdt * 100) > 1e-6) throw new RangeError('Amount may have at most 2 decimals');
  return poisha;
}

export function poishaToBdt(poisha: number): number {
  return poisha / 100;
}
