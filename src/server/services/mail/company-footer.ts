import type { Language } from '../../../shared/constants';
import type { CompanyFacts } from '../official-facts';
import type { Mailer, MailMessage } from './mailer';
import { escapeHtml } from './templates';

/** The company's lines under every mail, in the reader's language: name, address, registration and phone. */
export function companyFooterLines(company: CompanyFacts, language: Language): string[] {
  const registration = company.registrationNumber
    ? language === 'bn'
      ? `আরজেএসসি নিবন্ধন নম্বর ${company.registrationNumber}`
      : `RJSC registration no. ${company.registrationNumber}`
    : null;
  return [company.name, company.address, registration, company.phone].filter((part): part is string => !!part);
}

export function withFooter(message: MailMessage, lines: string[]): MailMessage {
  const text = `${message.text.replace(/\n+$/, '')}\n\n--\n${lines.join('\n')}\n`;
  const footer = `<p style="color:#555;font-size:12px;border-top:1px solid #ddd;padding-top:8px">${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = message.html?.includes('</body>') ? message.html.replace('</body>', `${footer}\n</body>`) : message.html;
  return { ...message, text, html };
}

/**
 * Every mail ends with the company as Settings states it, read when the mail is sent so
 * an admin's edit reaches the next mail; COMPANY_* stand in only before the first save.
 */
export function withCompanyFooter(mailer: Mailer, company: (language: Language) => Promise<CompanyFacts>): Mailer {
  return {
    async send(message) {
      const language = message.language ?? 'en';
      const { language: _language, ...rest } = message;
      await mailer.send(withFooter(rest, companyFooterLines(await company(language), language)));
    },
    close: () => mailer.close(),
  };
}
