import { DEFAULT_COUNTRY } from '../../../shared/constants';
import { toLanguage } from '../../../shared/format';

/** One entry of /data/countries.json. */
export interface Country {
  /** ISO 3166-1 alpha-2, lower case. */
  code: string;
  /** English name. */
  name: string;
  flag: string;
  /** E.g. '+880'. */
  phonePrefix: string;
}

/** The one entry offered when the list cannot be loaded: the spec's default country (section 9). */
export const FALLBACK_COUNTRY: Country = { code: DEFAULT_COUNTRY, name: 'Bangladesh', flag: '🇧🇩', phonePrefix: '+880' };

export function isCountry(value: unknown): value is Country {
  if (!value || typeof value !== 'object') return false;
  const { code, name, flag, phonePrefix } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    /^[a-z]{2}$/.test(code) &&
    typeof name === 'string' &&
    typeof flag === 'string' &&
    typeof phonePrefix === 'string' &&
    /^\+\d{1,6}$/.test(phonePrefix)
  );
}

function regionNames(lng: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([lng], { type: 'region', fallback: 'none' });
  } catch {
    return null; // a browser without display names keeps the English names
  }
}

/** The name to show: the region's Bengali name in Bengali mode, else (or when unknown) the English one. */
export function countryName(country: Country, names: Intl.DisplayNames | null): string {
  if (!names) return country.name;
  try {
    return names.of(country.code.toUpperCase()) ?? country.name;
  } catch {
    return country.name;
  }
}

export interface ShownCountry extends Country {
  label: string;
}

/** The list as the picker shows it: names in the page's language, in that language's order. */
export function localizeCountries(countries: readonly Country[], lng: string | undefined): ShownCountry[] {
  const language = toLanguage(lng);
  const names = language === 'bn' ? regionNames('bn') : null;
  const collator = new Intl.Collator(language);
  return countries.map((country) => ({ ...country, label: countryName(country, names) })).sort((a, b) => collator.compare(a.label, b.label));
}
