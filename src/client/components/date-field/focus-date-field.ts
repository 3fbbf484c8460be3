/** What a mounted date field offers to move the keyboard to it (MUI's field ref), by its id. */
const focusers = new Map<string, () => void>();

/** Called by the picker as it mounts and unmounts; kept apart from it so forms need not load the picker. */
export function registerDateField(id: string, focus: (() => void) | null): void {
  if (focus) focusers.set(id, focus);
  else focusers.delete(id);
}

/** Moves the keyboard to the date field whose id is `id`, on its first part (the day). */
export function focusDateField(id: string): void {
  focusers.get(id)?.();
}
