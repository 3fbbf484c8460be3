/**
 * The Bengali text in the Bengali UI when an admin wrote one, else the English (Bengali
 * fields are optional). `lang` says which language the shown text is in, for screen readers and fonts.
 */
export function bilingual(english: string, bengali: string | null, language: string): { text: string; lang: 'en' | 'bn' } {
  const bn = bengali?.trim();
  return language.startsWith('bn') && bn ? { text: bn, lang: 'bn' } : { text: english, lang: 'en' };
}
