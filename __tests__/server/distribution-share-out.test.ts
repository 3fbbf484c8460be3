import fc from 'fast-check';
import { LossExceedsCapitalError, shareLoss, shareProfit, type ShareHolder } from '../../src/server/money/distributions/share-out';
import { dayNumber } from '../../src/server/money/distributions/bangladesh-days';
import { walk } from '../../src/server/money/distributions/holder-weights';

const byId = (lines: { accountId: string; amount: number }[]) => Object.fromEntries(lines.map((l) => [l.accountId, l.amount]));
const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

describe('shareProfit (largest remainder by capital-days)', () => {
  it('gives ৳60,000 and ৳40,000 held all period 60% and 40% of the pool', () => {
    const days = 92n;
    const lines = shareProfit(700_000, [
      { accountId: 'a', weight: 6_000_000n * days },
      { accountId: 'b', weight: 4_000_000n * days },
    ]);
    expect(byId(lines)).toEqual({ a: 420_000, b: 280_000 });
  });

  it('weighs money invested on the last day of the period as one day', () => {
    // ৳1 lakh each: all 90 days, the last day only, the last 19 days.
    const lines = shareProfit(91_000, [
      { accountId: 'early', weight: 10_000_000n * 90n },
      { accountId: 'late', weight: 10_000_000n * 1n },
      { accountId: 'mid', weight: 10_000_000n * 19n },
    ]);
    // 110 lakh-days in all: 74,454.5 / 827.3 / 15,718.2 poisha floored, the leftover poisha to the largest remainder (early).
    expect(sum(lines)).toBe(91_000);
    expect(byId(lines)).toEqual({ early: 74_455, late: 827, mid: 15_718 });
  });

  it('gives the leftover poisha of equal weights to the smallest account id', () => {
    const lines = shareProfit(100, [
      { accountId: 'c', weight: 5n },
      { accountId: 'a', weight: 5n },
      { accountId: 'b', weight: 5n },
    ]);
    expect(lines).toEqual([
      { accountId: 'c', amount: 33 },
      { accountId: 'a', amount: 34 },
      { accountId: 'b', amount: 33 },
    ]);
  });

  it('gives a single holder the whole pool', () => {
    expect(shareProfit(123_457, [{ accountId: 'only', weight: 1n }])).toEqual([{ accountId: 'only', amount: 123_457 }]);
  });

  it('lists a holder without weight with 0', () => {
    expect(
      byId(
        shareProfit(10, [
          { accountId: 'a', weight: 0n },
          { accountId: 'b', weight: 3n },
        ]),
      ),
    ).toEqual({ a: 0, b: 10 });
  });

  it('does not lose precision where doubles would (৳1 crore for a year times a ৳1 crore pool)', () => {
    const lines = shareProfit(1_000_000_000, [
      { accountId: 'a', weight: 1_000_000_000n * 365n },
      { accountId: 'b', weight: 1n },
    ]);
    expect(byId(lines)).toEqual({ a: 1_000_000_000, b: 0 });
  });

  it('shares among 100,000 holders exactly and quickly', () => {
    const holders: ShareHolder[] = Array.from({ length: 100_000 }, (_, i) => ({
      accountId: `h${String(i).padStart(6, '0')}`,
      weight: BigInt(1 + ((i * 7919) % 100_000)) * 1_000_00n * BigInt(1 + (i % 92)),
    }));
    const started = Date.now();
    const lines = shareProfit(987_654_321, holders);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(sum(lines)).toBe(987_654_321);
    expect(lines.every((l) => l.amount >= 0)).toBe(true);
  });

  it('refuses when nobody has weight', () => {
    expect(() => shareProfit(10, [{ accountId: 'a', weight: 0n }])).toThrow(RangeError);
  });
});

describe('shareLoss (capped at each holding’s capital)', () => {
  it('takes ৳3,000 and ৳2,000 of ৳5,000 from ৳60,000 and ৳40,000', () => {
    const lines = shareLoss(500_000, [
      { accountId: 'a', weight: 6_000_000n * 30n, cap: 6_000_000 },
      { accountId: 'b', weight: 4_000_000n * 30n, cap: 4_000_000 },
    ]);
    expect(byId(lines)).toEqual({ a: 300_000, b: 200_000 });
  });

  it('caps a holder who has since taken capital out and gives the excess to the others by weight', () => {
    // Equal weights, but a has only ৳10 left: b and c share the other ৳90 equally.
    const lines = shareLoss(10_000, [
      { accountId: 'a', weight: 10n, cap: 1_000 },
      { accountId: 'b', weight: 10n, cap: 100_000 },
      { accountId: 'c', weight: 10n, cap: 100_000 },
    ]);
    expect(byId(lines)).toEqual({ a: 1_000, b: 4_500, c: 4_500 });
  });

  it('takes all capital when the loss equals it', () => {
    const lines = shareLoss(300, [
      { accountId: 'a', weight: 1n, cap: 100 },
      { accountId: 'b', weight: 5n, cap: 200 },
    ]);
    expect(byId(lines)).toEqual({ a: 100, b: 200 });
  });

  it('refuses a loss larger than all capital', () => {
    expect(() =>
      shareLoss(301, [
        { accountId: 'a', weight: 1n, cap: 100 },
        { accountId: 'b', weight: 5n, cap: 200 },
      ]),
    ).toThrow(LossExceedsCapitalError);
  });
});

describe('share-out properties', () => {
  const holders = fc.uniqueArray(
    fc.record({ accountId: fc.string({ minLength: 1, maxLength: 6 }), weight: fc.bigInt({ min: 0n, max: 10n ** 15n }), cap: fc.integer({ min: 0, max: 10 ** 9 }) }),
    { minLength: 1, maxLength: 40, selector: (h) => h.accountId },
  );

  it('profit lines add up to the pool, none negative', () => {
    fc.assert(
      fc.property(holders, fc.integer({ min: 0, max: 10 ** 11 }), (list, pool) => {
        fc.pre(list.some((h) => h.weight > 0n));
        const lines = shareProfit(pool, list);
        expect(sum(lines)).toBe(pool);
        expect(lines.every((l) => l.amount >= 0)).toBe(true);
      }),
    );
  });

  /** Largest remainder written plainly: every remainder in one exact sort, ties by account id. */
  const plainProfit = (pool: number, list: readonly { accountId: string; weight: bigint }[]) => {
    const weighted = list.filter((h) => h.weight > 0n);
    const total = weighted.reduce((s, h) => s + h.weight, 0n);
    const parts = weighted.map((h) => ({ id: h.accountId, share: (BigInt(pool) * h.weight) / total, remainder: (BigInt(pool) * h.weight) % total }));
    let leftover = pool - Number(parts.reduce((s, p) => s + p.share, 0n));
    [...parts]
      .sort((a, b) => (a.remainder === b.remainder ? (a.id < b.id ? -1 : 1) : a.remainder > b.remainder ? -1 : 1))
      .forEach((part) => {
        if (leftover-- > 0) part.share += 1n;
      });
    const byId = new Map(parts.map((p) => [p.id, Number(p.share)]));
    return list.map((h) => ({ accountId: h.accountId, amount: byId.get(h.accountId) ?? 0 }));
  };

  it('profit lines are what the plain largest-remainder rule gives, with many ties and remainders beyond a double’s precision', () => {
    // Weights from a few values make ties; weights near 10^17 make remainders that doubles round alike.
    const weight = fc.oneof(fc.constantFrom(1n, 2n, 3n, 7n), fc.bigInt({ min: 10n ** 17n, max: 10n ** 17n + 50n }), fc.bigInt({ min: 1n, max: 10n ** 15n }));
    const list = fc.uniqueArray(fc.record({ accountId: fc.string({ minLength: 1, maxLength: 4 }), weight }), { minLength: 1, maxLength: 60, selector: (h) => h.accountId });
    fc.assert(
      fc.property(list, fc.integer({ min: 0, max: 10 ** 11 }), (holders, pool) => {
        expect(shareProfit(pool, holders)).toEqual(plainProfit(pool, holders));
      }),
      { numRuns: 500 },
    );
  });

  it('loss lines add up to the loss, none negative or above its capital; a loss above all capital is refused', () => {
    fc.assert(
      fc.property(holders, fc.integer({ min: 0, max: 10 ** 10 }), (list, loss) => {
        const weighted = list.filter((h) => h.weight > 0n);
        fc.pre(weighted.length > 0);
        const capital = weighted.reduce((s, h) => s + h.cap, 0);
        if (loss > capital) {
          expect(() => shareLoss(loss, list)).toThrow(LossExceedsCapitalError);
          return;
        }
        const lines = shareLoss(loss, list);
        expect(sum(lines)).toBe(loss);
        lines.forEach((line, i) => {
          expect(line.amount).toBeGreaterThanOrEqual(0);
          const holder = list[i]!;
          expect(line.amount).toBeLessThanOrEqual(holder.weight > 0n ? holder.cap : 0);
        });
      }),
    );
  });
});

describe('walk (capital-days of one holding)', () => {
  const d = (day: string) => dayNumber(day);
  it('counts a holding invested before the period for every day, and one invested on the last day for one', () => {
    expect(walk([{ day: d('2026-01-01'), delta: 100 }], d('2026-04-01'), d('2026-06-30'))).toEqual({ capitalAtEnd: 100, days: 91, weight: 9_100n });
    expect(walk([{ day: d('2026-06-30'), delta: 100 }], d('2026-04-01'), d('2026-06-30'))).toEqual({ capitalAtEnd: 100, days: 1, weight: 100n });
  });

  it('follows the capital day by day and ignores changes after the period', () => {
    const changes = [
      { day: d('2026-03-30'), delta: 50 },
      { day: d('2026-04-03'), delta: 30 }, // 80 from the 3rd
      { day: d('2026-04-05'), delta: -80 }, // 0 from the 5th
      { day: d('2026-04-08'), delta: 10 }, // 10 from the 8th
      { day: d('2026-04-11'), delta: 999 },
    ];
    // 1st-2nd: 50×2, 3rd-4th: 80×2, 5th-7th: 0, 8th-10th: 10×3
    expect(walk(changes, d('2026-04-01'), d('2026-04-10'))).toEqual({ capitalAtEnd: 10, days: 7, weight: 290n });
  });
});
