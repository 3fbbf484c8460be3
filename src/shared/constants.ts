/** Business constants shared by the client and the server (spec section 9, DECISIONS.md). */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The supported language a code names ('bn', 'bn-BD', ' EN_us '), or null: the app's detection and the server's head hints read it alike. */
export function supportedLanguage(code: string | null | undefined): Language | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((lng) => lng === base) ?? null;
}

/** DECISIONS.md raises the spec's 6 to 8 everywhere (OWASP ASVS level 1). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const OTP_LENGTH = 6;
/** The reset mail's code, typed on a phone when the link does not open the form. */
export const RESET_CODE_LENGTH = 8;
export const DEFAULT_ROI = 10;
export const DESCRIPTION_MIN = 100;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_COUNTRY = 'bd';
