import fc from 'fast-check';

/** Money out (issue 17): a request, or a decision on a random earlier withdrawal. */
export type WithdrawalEventType = 'withdraw' | 'cancel' | 'pay' | 'reject';

/** One step of the money property test; `investor` and `project` are indexes, taken modulo. */
export interface MoneyEvent {
  type: 'deposit' | 'invest' | 'coinvest' | 'expense' | 'profit' | 'loss' | 'reverse' | 'complete' | WithdrawalEventType;
  investor: number;
  project: number;
  /** BDT with at most 2 decimals */
  amount: number;
}

// Amounts from ৳0.01 to ৳2,500, whole taka more often than not, so refusals and successes both come up.
const amount = fc.oneof(
  fc.integer({ min: 1, max: 2500 }),
  fc.integer({ min: 1, max: 250_000 }).map((p) => p / 100),
);

const step = (type: MoneyEvent['type']) => fc.record({ type: fc.constant(type), investor: fc.nat({ max: 9 }), project: fc.nat({ max: 9 }), amount });

/** Weighted so money comes in and goes into projects before it is shared or returned. */
export const moneyEvent: fc.Arbitrary<MoneyEvent> = fc.oneof(
  { arbitrary: step('deposit'), weight: 5 },
  { arbitrary: step('invest'), weight: 6 },
  { arbitrary: step('coinvest'), weight: 2 },
  { arbitrary: step('expense'), weight: 1 },
  { arbitrary: step('profit'), weight: 2 },
  { arbitrary: step('loss'), weight: 2 },
  { arbitrary: step('reverse'), weight: 2 },
  { arbitrary: step('complete'), weight: 1 },
  { arbitrary: step('withdraw'), weight: 3 },
  { arbitrary: step('cancel'), weight: 1 },
  { arbitrary: step('pay'), weight: 1 },
  { arbitrary: step('reject'), weight: 1 },
);
