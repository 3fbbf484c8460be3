import type { TFunction } from 'i18next';

/** An array from the translation files (returnObjects); a missing key gives an empty list, not the key text. */
export function translatedList<T>(t: TFunction, key: string, values: Record<string, unknown> = {}): T[] {
  const result: unknown = t(key, { ...values, returnObjects: true });
  return Array.isArray(result) ? (result as T[]) : [];
}
