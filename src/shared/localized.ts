/**
 * The text to show in `language`: the Bengali version in Bengali when an admin wrote one, else the
 * English (issue 18: Bengali content is optional, so a project without it still reads whole).
 */
export function localized(en: string, bn: string | null | undefined, language: string | undefined): string;
export function localized(en: string | null, bn: string | null | undefined, language: string | undefined): string | null;
export function localized(en: string | null, bn: string | null | undefined, language: string | undefined): string | null {
  const bengali = bn?.trim();
  return language?.startsWith('bn') && bengali ? bengali : en;
}
