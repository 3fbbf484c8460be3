import { fromPromise } from 'xstate';

/** What dispatching an RTK Query mutation gives back: its answer, and a way to forget it. */
interface MutationRequest<Result> {
  unwrap(): Promise<Result>;
  reset(): void;
}

/**
 * One RTK Query mutation as an XState promise actor: the machine's input is the mutation's
 * argument, the answer its output and a failure its error. The request is reset afterwards, so no
 * result lingers in the store.
 */
export function mutationActor<Arg, Result>(start: (input: Arg) => MutationRequest<Result>) {
  return fromPromise<Result, Arg>(async ({ input }) => {
    const request = start(input);
    try {
      return await request.unwrap();
    } finally {
      request.reset();
    }
  });
}
