/**
 * The text to show in `language` where content exists in English and Bengali: the
 * Bengali in Bengali ('bn', 'bn-BD') when an admin wrote one, else the English, else the Bengali,
 * so a reader never gets nothing when one of the two exists. Bengali content is optional, so a
 * project or a reason without it still reads whole.
 */
export function localized(en: string, bn: string | null | undefined, language: string | undefined): string;
export function localized(en: string | null, bn: string | null | undefined, language: string | undefined): string | null;
export function localized(en: string | null, bn: string | null | undefined, language: string | undefined): string | null {
  const bengali = bn?.trim() || null;
  if (language?.startsWith('bn') && bengali) return bengali;
  return en || bengali || en;
}
