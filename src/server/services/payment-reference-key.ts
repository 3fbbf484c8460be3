/**
 * A bank reference or TrxID as it is compared (DECISIONS.md: one reference pays one deposit, and
 * settles one withdrawal): upper-cased, without spaces or dashes, so 'FT123', 'ft123' and 'FT1-23'
 * are one payment. Null when nothing is left to compare. The text shown stays as it was typed.
 */
export function paymentReferenceKey(reference: string | null | undefined): string | null {
  if (reference === null || reference === undefined) return null;
  const key = reference.toUpperCase().replace(/[\s-]/g, '');
  return key === '' ? null : key;
}
