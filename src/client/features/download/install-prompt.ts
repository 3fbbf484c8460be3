import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallState {
  /** The browser offered to install the app and the offer has not been used yet. */
  canPrompt: boolean;
  /** Running as the installed app, or installed during this visit. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installedNow = false;
let captured = false;
let snapshot: InstallState = { canPrompt: false, installed: false };
const listeners = new Set<() => void>();

function runningStandalone(): boolean {
  const standaloneMedia = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standaloneMedia || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function update(): void {
  for (const listener of listeners) listener();
}

/** The same object while nothing changed, as useSyncExternalStore requires. */
function getSnapshot(): InstallState {
  const canPrompt = deferred !== null;
  // display-mode can change without an event we hear, so it is read each time.
  const installed = installedNow || runningStandalone();
  if (canPrompt !== snapshot.canPrompt || installed !== snapshot.installed) snapshot = { canPrompt, installed };
  return snapshot;
}

/**
 * Keeps the browser's install offer for the /download page. The event fires once, early, often before
 * that page's code has loaded, so main.tsx calls this at start-up.
 */
export function captureInstallPrompt(): void {
  if (captured) return;
  captured = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the /download page offers the install
    deferred = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installedNow = true;
    update();
  });
}

/** Shows the browser's install dialog; an offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installedNow = true;
  update();
  return outcome;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, getSnapshot);
}
