import { poishaToBdt } from '../../../shared/money';
import { bangladeshToday } from '../../money/distributions/bangladesh-days';
import type { CompanyFacts, ContractFacts } from '../official-facts';
import { letterhead } from '../pdf/letterhead';
import { bangladeshDayOf, dayLabel, digits, money } from '../pdf/pdf-format';
import { line, newPdf, paragraph, textWidth as measuredWidth } from '../pdf/pdf-text';
import type { CertificateData } from './certificate-data';
import { drawQrCode, shortAddress } from './certificate-qr';
import { CERTIFICATE_WORDS, CONTRACT_NAMES, fill, takaLabel, termsText } from './certificate-text';

const LEFT = 40;
const RIGHT = 555;
const WIDTH = RIGHT - LEFT;
const VALUE_X = 250;
const ROW = 16;
// The QR code sits right of the title, where the page has room whatever the content below it.
const QR_SIZE = 60;
const QR_BELOW_RULE = 8;
const QR_LEFT = RIGHT - QR_SIZE;
// The address line is centred between margins as wide as the QR code, so it stays centred on the page.
const VERIFY_INSET = QR_SIZE + 10;
// date, reference, amount of the investments table
const COLUMNS = [
  { x: LEFT, width: 120 },
  { x: 170, width: 160 },
  { x: 340, width: RIGHT - 340, align: 'right' as const },
];

/** The official facts a certificate states, from Settings, in the investor's language. */
export interface CertificatePaper {
  company: CompanyFacts;
  /** The project's own contract; null when the project names none. */
  contract: ContractFacts | null;
  /** The signature or seal image (PNG or JPEG bytes); null when Settings has none. */
  signature: Buffer | null;
}

const SIGNATURE_HEIGHT = 44;

/**
 * One holding's investment certificate: one A4 page. Its length is bounded by construction (a fixed
 * set of fields, at most LISTED_INVESTMENTS rows, cells cut to their width), so it never needs a
 * second page however many investments or however long a title the holding has.
 */
export function certificatePdf(data: CertificateData & { verifyUrl: string }, paper: CertificatePaper, issuedOn: string = bangladeshToday()): PDFKit.PDFDocument {
  const { company, contract } = paper;
  const lang = data.language;
  const words = CERTIFICATE_WORDS[lang];
  const doc = newPdf(`${words.title} ${data.reference}`);
  const taka = (poisha: number) => takaLabel(money(poishaToBdt(poisha), lang), lang);
  const day = (iso: string) => dayLabel(bangladeshDayOf(iso), lang);
  let y = 0;

  const section = (title: string) => {
    y += 12;
    line(doc, title, LEFT, y, { size: 11, weight: 'bold' });
    y += ROW;
    doc
      .moveTo(LEFT, y - 3)
      .lineTo(RIGHT, y - 3)
      .lineWidth(0.5)
      .stroke();
    y += 4;
  };
  const pair = (label: string, value: string) => {
    line(doc, label, LEFT, y, { size: 10, width: VALUE_X - LEFT - 10 });
    line(doc, value, VALUE_X, y, { size: 10, weight: 'bold', width: RIGHT - VALUE_X });
    y += ROW;
  };
  const row = (cells: string[], weight: 'regular' | 'bold' = 'regular') => {
    cells.forEach((text, i) => line(doc, text, COLUMNS[i]!.x, y, { size: 9.5, weight, width: COLUMNS[i]!.width, align: COLUMNS[i]!.align ?? 'left' }));
    y += ROW;
  };

  line(doc, fill(words.page, { n: digits('1', lang) }), LEFT, 805, { size: 8, width: WIDTH, align: 'center' });
  const rule = letterhead(doc, company, lang, LEFT, WIDTH);
  doc.moveTo(LEFT, rule).lineTo(RIGHT, rule).lineWidth(1).stroke();
  line(doc, words.title, LEFT, rule + 14, { size: 20, weight: 'bold', width: WIDTH, align: 'center' });
  line(doc, `${words.reference}: ${data.reference}   ·   ${words.issued}: ${dayLabel(issuedOn, lang)}`, LEFT, rule + 42, { size: 9.5, width: WIDTH, align: 'center' });
  drawQrCode(doc, data.verifyUrl, QR_LEFT, rule + QR_BELOW_RULE, QR_SIZE);
  // The address must print whole to be typed: a long host gets a smaller size rather than a cut.
  const verifyLine = fill(words.verify, { address: shortAddress(data.verifyUrl) });
  const verifyWidth = WIDTH - 2 * VERIFY_INSET;
  let verifySize = 9;
  while (verifySize > 6 && measuredWidth(doc, verifyLine, verifySize) > verifyWidth) verifySize -= 0.5;
  line(doc, verifyLine, LEFT + VERIFY_INSET, rule + 57, { size: verifySize, width: verifyWidth, align: 'center' });
  const contractName = contract ? CONTRACT_NAMES[contract.type][lang] : null;
  const intro = contractName ? fill(words.intro, { company: company.name, contract: contractName }) : fill(words.introWithoutContract, { company: company.name });
  y = paragraph(doc, intro, LEFT, rule + 80, WIDTH, 10);

  section(words.investor);
  pair(words.name, data.fullname);
  pair(words.customerId, data.customerId ?? words.none);

  section(words.project);
  pair(words.projectTitle, data.project.title);
  pair(words.location, data.project.location?.trim() || words.none);
  const { termMonths, maturityDate, expectedReturnPercent } = data.terms;
  pair(words.term, termMonths === null ? words.none : fill(words.termValue, { n: digits(String(termMonths), lang) }));
  pair(words.maturity, maturityDate === null ? words.none : dayLabel(maturityDate, lang));
  pair(words.expectedReturn, expectedReturnPercent === null ? words.none : fill(words.expectedReturnValue, { rate: digits(String(expectedReturnPercent), lang) }));

  section(words.holding);
  pair(words.invested, taka(data.invested));
  pair(words.principal, taka(data.principal));
  pair(words.firstInvested, day(data.firstInvestedAt));
  pair(words.share, `${digits(String(data.project.investorSharePercent), lang)}%`);
  if (data.project.completedAt) {
    line(doc, fill(words.completed, { date: day(data.project.completedAt) }), LEFT, y, { size: 9.5, width: WIDTH });
    y += ROW;
  }

  section(words.investments);
  row([words.date, words.investmentReference, `${words.amount} (${lang === 'bn' ? 'টাকা' : 'BDT'})`], 'bold');
  for (const investment of data.latest) row([day(investment.createdAt), investment.reference, money(poishaToBdt(investment.amount), lang)]);
  const earlier = data.investmentCount - data.latest.length;
  if (earlier > 0) {
    line(doc, fill(words.more, { n: digits(String(earlier), lang) }), LEFT, y, { size: 9.5, width: WIDTH });
    y += ROW;
  }

  section(contractName ? fill(words.terms, { contract: contractName }) : words.termsWithoutContract);
  const terms = contract ? [contract.sharing, contract.companyRole] : [termsText(lang, company.name, data.project.investorSharePercent)];
  for (const text of [...terms, words.returned]) y = paragraph(doc, text, LEFT, y, WIDTH, 9) + 3;
  y += 3;
  line(doc, words.note, LEFT, y, { size: 8, width: WIDTH });
  y += ROW + 8;
  signatory(doc, paper, y, lang);
  doc.end();
  return doc;
}

/** The authorised signatory from Settings: the signature or seal image, the name and title, for the company. */
function signatory(doc: PDFKit.PDFDocument, paper: CertificatePaper, top: number, lang: CertificateData['language']): void {
  const words = CERTIFICATE_WORDS[lang];
  const x = RIGHT - 220;
  let y = top;
  if (paper.signature) {
    try {
      doc.image(paper.signature, x, y, { fit: [160, SIGNATURE_HEIGHT] });
      y += SIGNATURE_HEIGHT + 4;
    } catch {
      // An image pdfkit cannot read leaves the line for a pen signature instead of failing the certificate.
    }
  }
  doc.moveTo(x, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  y += 4;
  const person = paper.company.signatory;
  if (person) {
    line(doc, person.name, x, y, { size: 9.5, weight: 'bold', width: RIGHT - x });
    y += 13;
    if (person.title) {
      line(doc, person.title, x, y, { size: 9, width: RIGHT - x });
      y += 12;
    }
  }
  line(doc, fill(words.signedFor, { company: paper.company.name }), x, y, { size: 9, width: RIGHT - x });
  if (paper.company.registrationNumber) line(doc, fill(words.registration, { number: paper.company.registrationNumber }), x, y + 12, { size: 8, width: RIGHT - x });
}
