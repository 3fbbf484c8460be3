/**
 * The text for the reader's language where content exists in English and Bengali: the Bengali
 * when the language is Bengali ('bn', 'bn-BD') and it was written, else the English, else the
 * Bengali, so a reader never gets nothing when one of the two exists.
 */
export function localized(en: string | null, bn: string | null, language: string): string | null {
  if (language.startsWith('bn') && bn) return bn;
  return en || bn;
}
