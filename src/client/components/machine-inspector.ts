import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);
let inspect: Inspect | undefined;

/** Set once at start in development (see main.tsx); production bundles never load the inspector. */
export function setMachineInspector(next: Inspect): void {
  inspect = next;
}

/** Options for `useMachine`/`createActor`, so every flow machine shows up in the XState inspector. */
export function machineOptions(): { inspect?: Inspect } {
  return inspect ? { inspect } : {};
}
