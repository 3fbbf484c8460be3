import { fromPromise } from 'xstate';

/** One call of a hand-answered actor: what the machine sent, and the answer the test gives it. */
export interface HandCall<Input, Output> {
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

/**
 * A promise actor (an API call) that each test answers by hand, so it can look at the machine while
 * the call is on its way; every call is recorded in `calls`.
 */
export function handAnswered<Input, Output>() {
  const calls: HandCall<Input, Output>[] = [];
  const logic = fromPromise<Output, Input>(({ input }) => new Promise<Output>((resolve, reject) => calls.push({ input, resolve, reject })));
  return { calls, logic };
}

/** Lets a settled call's answer reach the machine. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
