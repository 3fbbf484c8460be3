import type { Language } from '../../../shared/constants';
import type { CompanyFacts } from '../official-facts';
import { line } from './pdf-text';

const WORDS = {
  en: { registration: 'RJSC registration no.', phone: 'Phone' },
  bn: { registration: 'আরজেএসসি নিবন্ধন নম্বর', phone: 'ফোন' },
} as const satisfies Record<Language, Record<string, string>>;

/** "RJSC registration no. C-1/2021 · Phone +880…": numbers stay as registered (GLOSSARY-BN.md: phones in Latin digits). */
export function registrationLine(company: CompanyFacts, language: Language): string {
  const words = WORDS[language];
  const parts = [company.registrationNumber ? `${words.registration}: ${company.registrationNumber}` : null, company.phone ? `${words.phone}: ${company.phone}` : null];
  return parts.filter(Boolean).join('   ·   ');
}

/**
 * The company's name, address and registration at the top of a statement or certificate, in the
 * reader's language, from Settings. Returns the y below it.
 */
export function letterhead(doc: PDFKit.PDFDocument, company: CompanyFacts, language: Language, left: number, width: number): number {
  line(doc, company.name, left, 40, { size: 16, weight: 'bold', width });
  line(doc, company.address, left, 62, { size: 9, width });
  const registration = registrationLine(company, language);
  if (!registration) return 76;
  line(doc, registration, left, 74, { size: 8.5, width });
  return 88;
}
