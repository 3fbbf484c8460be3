import type { TFunction } from 'i18next';

/** The server names devices in English ("Chrome on Android"); the name it cannot work out is this one. */
export const UNKNOWN_DEVICE = 'Unknown device';

/**
 * The server's device name in the reader's language: browser and system names are brands and stay
 * as they are, the words around them are translated. null for no device or an unknown one.
 */
export function deviceText(device: string | null | undefined, t: TFunction): string | null {
  if (!device || device === UNKNOWN_DEVICE) return null;
  const parts = /^(.+) on (.+)$/.exec(device);
  return parts ? t('profile.security.deviceOn', { browser: parts[1], system: parts[2] }) : device;
}
