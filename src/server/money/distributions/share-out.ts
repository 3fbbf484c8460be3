/**
 * Sharing a distribution's pool among holders by weight (MONEY.md "Profit and loss sharing").
 * Pure: no database, so the rounding rule can be tested on its own and on 100,000 holders.
 *
 * Weights are capital-days in poisha-days: a ৳1 crore holding over a year is 10^9 poisha × 365,
 * and times a pool of 10^9 poisha that passes 2^53, so every product is a BigInt.
 */

export interface ShareHolder {
  /** The holding account's id: ties of equal remainders go to the smaller id, so the answer is stable. */
  accountId: string;
  /** Σ over the period's days of the capital at the end of the day (poisha-days). */
  weight: bigint;
  /** For a loss: the holding's capital now (poisha), which its line may not exceed. */
  cap?: number;
}

export interface ShareLine {
  accountId: string;
  /** poisha */
  amount: number;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Largest remainder: each holder gets floor(pool × weight ÷ total), then the leftover poisha go one
 * each to the largest remainders (ties by account id). The lines add up to the pool exactly.
 */
function largestRemainder(pool: bigint, holders: readonly ShareHolder[]): bigint[] {
  const total = holders.reduce((sum, h) => sum + h.weight, 0n);
  if (total <= 0n) throw new RangeError('No holder has any weight.');
  let given = 0n;
  const shares = new Array<bigint>(holders.length);
  const remainders = new Array<bigint>(holders.length);
  // Remainders as doubles order 100,000 holders quickly; where two round alike, the exact BigInts decide.
  const approximate = new Float64Array(holders.length);
  holders.forEach((h, index) => {
    const product = pool * h.weight;
    const share = product / total;
    given += share;
    shares[index] = share;
    remainders[index] = product % total;
    approximate[index] = Number(remainders[index]);
  });
  const leftover = Number(pool - given); // fewer than holders.length
  if (leftover > 0) for (const index of largestRemainders(leftover, remainders, approximate, holders)) shares[index]! += 1n;
  return shares;
}

/**
 * The indexes of the `count` largest remainders, ties by account id. Sorting by the doubles alone is
 * fast; a double only rounds, never reorders, so every remainder whose double is above the
 * count-th one's is in, and only the remainders that round like the count-th one need the exact order.
 */
function largestRemainders(count: number, remainders: readonly bigint[], approximate: Float64Array, holders: readonly ShareHolder[]): number[] {
  const order = Uint32Array.from(holders.keys()).sort((a, b) => approximate[b]! - approximate[a]!);
  const edge = approximate[order[count - 1]!]!;
  const above: number[] = [];
  const level: number[] = [];
  for (const index of order) {
    if (approximate[index]! > edge) above.push(index);
    else if (approximate[index] === edge) level.push(index);
    else break;
  }
  level.sort((a, b) => (remainders[a] === remainders[b] ? compareIds(holders[a]!.accountId, holders[b]!.accountId) : remainders[a]! > remainders[b]! ? -1 : 1));
  return above.concat(level.slice(0, count - above.length));
}

/** A profit's investor pool shared by weight. Holders with no weight get 0 and are still listed. */
export function shareProfit(poolPoisha: number, holders: readonly ShareHolder[]): ShareLine[] {
  return shareBy(poolPoisha, holders, false);
}

/**
 * A loss shared by weight, no line above its holding's capital: a holder who reaches their cap keeps
 * it, and what they could not bear is shared again among the others by weight, until it fits.
 * Throws LossExceedsCapitalError when the loss is larger than all capital.
 */
export function shareLoss(lossPoisha: number, holders: readonly ShareHolder[]): ShareLine[] {
  return shareBy(lossPoisha, holders, true);
}

export class LossExceedsCapitalError extends Error {
  constructor(readonly capital: number) {
    super('The loss is larger than the capital of all holders.');
  }
}

function shareBy(poolPoisha: number, holders: readonly ShareHolder[], capped: boolean): ShareLine[] {
  if (!Number.isSafeInteger(poolPoisha) || poolPoisha < 0) throw new RangeError('A pool is a whole number of poisha, not negative.');
  const amounts = new Array<bigint>(holders.length).fill(0n);
  const weighted = holders.map((h, i) => ({ h, i })).filter(({ h }) => h.weight > 0n);
  if (weighted.length === 0) throw new RangeError('No holder has any weight.');
  if (capped) {
    const capital = weighted.reduce((sum, { h }) => sum + (h.cap ?? 0), 0);
    if (poolPoisha > capital) throw new LossExceedsCapitalError(capital);
  }
  let remaining = BigInt(poolPoisha);
  let open = weighted;
  // Each round either fits every open line under its cap, or fixes at least one holder at its cap: at most n rounds.
  while (remaining > 0n) {
    const shares = largestRemainder(
      remaining,
      open.map(({ h }) => h),
    );
    const over = capped ? open.filter(({ h }, k) => (shares[k] ?? 0n) >= BigInt(h.cap ?? 0)) : [];
    if (over.length === 0) {
      open.forEach(({ i }, k) => (amounts[i] = shares[k] ?? 0n));
      break;
    }
    for (const { h, i } of over) {
      amounts[i] = BigInt(h.cap ?? 0);
      remaining -= amounts[i];
    }
    const full = new Set(over.map(({ i }) => i));
    open = open.filter(({ i }) => !full.has(i));
    if (open.length === 0 && remaining > 0n) throw new LossExceedsCapitalError(poolPoisha - Number(remaining));
  }
  return holders.map((h, i) => ({ accountId: h.accountId, amount: Number(amounts[i]) }));
}
