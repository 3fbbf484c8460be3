import { poishaToBdt } from '../../../shared/money';
import type { StatementLineDto } from '../../../shared/statement-types';
import type { CompanyFacts } from '../official-facts';
import { letterhead } from '../pdf/letterhead';
import { dayLabel, digits, money } from '../pdf/pdf-format';
import { cells, line, newPdf, paragraph, wrappedLines, type Weight } from '../pdf/pdf-text';
import { dhakaTime } from './statement-csv';
import type { StatementSource } from './statement';
import { STATEMENT_WORDS } from './statement-text';

const LEFT = 40;
const RIGHT = 555;
const BOTTOM = 780;
const ROW = 15;
/** A description's second line, below the first (a project's long name would otherwise cut "Profit from …"). */
const WRAP = 10;
const DESCRIPTION_LINES = 2;
// date, description, reference, in, out, balance: 515 points between the margins
const COLUMNS = [
  { x: LEFT, width: 62 },
  { x: 104, width: 196 },
  { x: 302, width: 70 },
  { x: 374, width: 55, align: 'right' as const },
  { x: 431, width: 55, align: 'right' as const },
  { x: 490, width: 65, align: 'right' as const },
];

/** A row's texts in the table's columns, 8 points. */
const columns = (texts: string[], weight: Weight) =>
  texts.map((text, i) => ({ text, x: COLUMNS[i]!.x, width: COLUMNS[i]!.width, align: COLUMNS[i]!.align ?? ('left' as const), size: 8, weight }));

/**
 * The statement as a PDF, written while its lines are read: pdfkit (without bufferPages) hands each
 * page to the stream when the next one starts, so a 5,000-line statement is never whole in memory.
 * Pages are numbered "Page N" as they are written; "of M" would need every page kept until the end.
 */
export function statementPdf(source: StatementSource, company: CompanyFacts, onError: (error: unknown) => void): PDFKit.PDFDocument {
  const { scope } = source;
  const words = STATEMENT_WORDS[scope.language];
  const lang = scope.language;
  const doc = newPdf(`${words.title} ${scope.from} – ${scope.to}`);
  let page = 1;
  let y = 0;

  const footer = () => line(doc, words.page.replace('{n}', digits(String(page), lang)), LEFT, 805, { size: 8, width: RIGHT - LEFT, align: 'center' });
  const tableHead = () => {
    const heads = [words.date, words.description, words.reference, words.moneyIn, words.moneyOut, words.balance];
    cells(doc, y, columns(heads, 'bold'));
    y += ROW;
    doc
      .moveTo(LEFT, y - 3)
      .lineTo(RIGHT, y - 3)
      .lineWidth(0.5)
      .stroke();
  };
  const room = (height: number, withHead: boolean) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    page += 1;
    footer();
    y = 40;
    if (withHead) tableHead();
  };
  const row = (texts: string[]) => {
    const description = COLUMNS[1]!;
    const [first = '', ...more] = wrappedLines(doc, texts[1] ?? '', 8, description.width, DESCRIPTION_LINES);
    const height = ROW + more.length * WRAP;
    room(height, true);
    cells(doc, y, columns([texts[0] ?? '', first, ...texts.slice(2)], 'regular'));
    more.forEach((text, i) => line(doc, text, description.x, y + (i + 1) * WRAP, { size: 8 }));
    y += height;
  };
  const amount = (bdt: number) => money(bdt, lang);
  const lineCells = (l: StatementLineDto) => [
    digits(dhakaTime(l.createdAt).slice(0, 10).split('-').reverse().join('/'), lang),
    l.description,
    l.reference ?? '',
    l.walletChange > 0 ? amount(l.walletChange) : l.walletChange === 0 && l.direction === 'in' ? `(${amount(l.amount)})` : '',
    l.walletChange < 0 ? amount(-l.walletChange) : l.walletChange === 0 && l.direction === 'out' ? `(${amount(l.amount)})` : '',
    amount(l.balanceAfter),
  ];
  const pair = (label: string, value: string) => {
    room(ROW, false);
    line(doc, label, LEFT, y, { size: 9 });
    line(doc, value, 300, y, { size: 9, weight: 'bold', width: RIGHT - 300, align: 'right' });
    y += ROW;
  };

  const write = async () => {
    footer();
    const top = letterhead(doc, company, lang, LEFT, RIGHT - LEFT);
    line(doc, words.title, LEFT, top + 2, { size: 13, weight: 'bold' });
    line(doc, `${words.investor}: ${scope.fullname}`, LEFT, top + 24, { size: 10 });
    line(doc, `${words.customerId}: ${scope.customerId ?? '—'}`, LEFT, top + 39, { size: 10 });
    line(doc, `${words.period}: ${dayLabel(scope.from, lang)} – ${dayLabel(scope.to, lang)}`, LEFT, top + 54, { size: 10 });
    y = top + 76;
    pair(words.opening, amount(poishaToBdt(scope.opening)));
    y += 6;
    tableHead();
    let any = false;
    let anyHeld = false;
    for await (const lines of source.pages) {
      for (const l of lines) row(lineCells(l));
      any = any || lines.length > 0;
      anyHeld = anyHeld || lines.some((l) => l.status === 'requested');
    }
    if (!any) row(['', words.noLines, '', '', '', '']);
    y += 6;
    pair(words.closing, amount(poishaToBdt(source.running.balance)));
    const totals = source.totals.toDto();
    y += 10;
    room(ROW * 6, false);
    line(doc, words.totals, LEFT, y, { size: 11, weight: 'bold' });
    y += ROW + 2;
    pair(words.totalIn, amount(totals.in));
    pair(words.totalOut, amount(totals.out));
    pair(words.profit, amount(totals.profit));
    pair(words.loss, amount(totals.loss));
    const held = (await source.held?.()) ?? 0;
    if (held > 0) pair(`${words.heldAtEnd}*`, amount(poishaToBdt(held)));
    const holdings = await source.holdings();
    y += 10;
    room(ROW * 3, false);
    line(doc, words.holdings, LEFT, y, { size: 11, weight: 'bold' });
    y += ROW + 2;
    if (holdings.length === 0) pair(words.noHoldings, '');
    for (const h of holdings) {
      pair(h.project, `${words.principal} ${amount(h.principal)} · ${words.profit} ${amount(h.profit)} · ${words.loss} ${amount(h.loss)}`);
      // Each project's own contract, as its page, its certificate and its mails state it.
      const sharing = await source.contract?.(h.projectId, company.name);
      if (!sharing) continue;
      const text = `${words.contract}: ${sharing}`;
      room(wrappedLines(doc, text, 7, RIGHT - LEFT, 20).length * 11.2 + 4, false);
      y = paragraph(doc, text, LEFT, y - 2, RIGHT - LEFT, 7) + 4;
    }
    y += 10;
    room(ROW * 3, false);
    const legend = anyHeld || held > 0 ? ` ${words.heldLegend}` : '';
    paragraph(doc, `${words.currency}. ${words.balanceNote}${legend}`, LEFT, y, RIGHT - LEFT, 7);
  };
  // A statement cut short by an error must not download as if whole: the stream fails instead.
  write().then(
    () => doc.end(),
    (error: unknown) => {
      onError(error);
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return doc;
}
