import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * GLOSSARY-BN.md: one Bengali term per concept, in the UI, the FAQ, mails and PDFs alike. This reads every
 * Bengali text source and fails on each "avoid" term, so a new string cannot bring a retired word back.
 */
const root = join(__dirname, '..', '..');

type Text = { where: string; text: string };

function flatten(value: unknown, path: string, out: Text[]): Text[] {
  if (typeof value === 'string') out.push({ where: path, text: value });
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, path ? `${path}.${key}` : key, out);
  return out;
}

const json = (file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Code lines holding Bengali (mail, PDF and any UI string in code); comments are notes to developers, not text. */
function bengaliCodeLines(dir: string): Text[] {
  return sourceFiles(dir).flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .map((line, index) => ({ where: `${file}:${index + 1}`, text: line }))
      .filter(({ text }) => /[\u0980-\u09FF]/.test(text) && !/^\s*(\/\/|\*|\/\*)/.test(text)),
  );
}

/**
 * Texts another change owns right now (the reset-password screen and mail, the sign-up code step and
 * mail, the sign-in "welcome back"): that rework applies the glossary there, so they are left alone here.
 * Each entry names the text, not a whole file, so anything new around them is still checked.
 */
const reworkedElsewhere: RegExp[] = [
  /^translation\.(reset|signIn\.forgot|signUp\.code|signUp\.phone)\./,
  /^translation\.(toast\.welcomeBack|signIn\.subtitle)$/,
  /mail\/templates\.ts:\d+ .*(যাচাইকরণ কোড|সাইন আপ পেজে|সাইন আপ না করে|রিসেট টোকেনটি)/,
];

const texts: Text[] = [
  ...flatten(json('public/locales/bn/translation.json'), 'translation', []),
  ...flatten(json('public/locales/bn/admin.json'), 'translation', []),
  ...flatten(json('public/locales/bn/info.json'), 'translation', []),
  ...flatten(json('public/data/faq_bn.json'), 'faq', []),
  ...['src/server/services/mail', 'src/server/services/statements', 'src/server/services/certificates', 'src/client', 'src/shared'].flatMap(bengaliCodeLines),
].filter(({ where, text }) => !reworkedElsewhere.some((pattern) => pattern.test(where) || pattern.test(`${where} ${text}`)));

/** avoid: the retired word; allowed: the whole phrases where the same letters mean something else. */
const avoid: { term: string; pattern: RegExp; allowed?: RegExp[] }[] = [
  { term: 'ডিপোজিট', pattern: /ডিপোজিট/ },
  {
    term: 'জমা alone (use টাকা জমা)',
    pattern: /(?<!টাকা )জমা/,
    allowed: [
      /\}\} জমা/, // after a formatted amount, which ends in "টাকা" ("৫,০০০ টাকা জমা")
      /\} জমা/, // the same in a mail template literal (`${amount} জমা`)
      /moneyIn: 'জমা'|totalIn: 'মোট জমা'/, // the statement's credit column beside খরচ, as on a bank statement
    ],
  },
  { term: 'লগ ইন / লগইন / লগ আউট / লগআউট', pattern: /লগ ?ইন|লগ ?আউট/ },
  // Avoided for signing up; a company's registration with the RJSC is নিবন্ধন on its own papers.
  { term: 'নিবন্ধন', pattern: /নিবন্ধন/, allowed: [/আরজেএসসি নিবন্ধন নম্বর/] },
  { term: 'সাইন আপ', pattern: /সাইন আপ/ },
  { term: 'পেজ', pattern: /পেজ/ },
  { term: 'পূর্ণ নাম', pattern: /পূর্ণ নাম/ },
  { term: 'সম্পদ-সমর্থিত / সম্পদ-ভিত্তিক', pattern: /সম্পদ-(সমর্থিত|ভিত্তিক)/ },
  { term: 'সহায়তা দল', pattern: /সহায়তা দল|সহায়তায় যোগাযোগ/ },
  { term: 'ইসলামি', pattern: /ইসলামি/ },
  { term: '৬ সংখ্যার / যাচাইকরণ কোড', pattern: /৬ সংখ্যার|যাচাইকরণ কোড/ },
  { term: 'আরওআই / ROI', pattern: /আরওআই|\bROI\b/ },
  { term: 'কার্যক্রম', pattern: /কার্যক্রম/ },
  { term: 'অপেক্ষমাণ', pattern: /অপেক্ষমাণ/ },
  { term: 'টোকেন', pattern: /টোকেন/ },
  { term: 'আন্তর্জাতিক বিনিয়োগকারী', pattern: /আন্তর্জাতিক বিনিয়োগকারী/ },
  {
    term: 'আইডি alone (use গ্রাহক আইডি)',
    pattern: /(?<!গ্রাহক )আইডি/,
    allowed: [/এনআইডি/, /ইউজার আইডি/, /কিসের উপর \(আইডি\)/], // national ID; the admin audit log's technical ids
  },
  // The fixes table's old phrasings.
  { term: 'মোট মূল্য (per-unit price)', pattern: /^মোট মূল্য$/ },
  { term: 'মূল্যস্ফীতিকে হারায়', pattern: /মূল্যস্ফীতিকে হারায়/ },
  { term: 'টাকার অর্থায়ন', pattern: /টাকার অর্থায়ন/ },
  { term: 'সেটি বসানো অবস্থায়', pattern: /বসানো অবস্থায়/ },
  { term: 'সদস্য {{date}} থেকে', pattern: /সদস্য \{\{date\}\} থেকে/ },
  { term: 'প্রক্রিয়াকরণ হচ্ছে', pattern: /প্রক্রিয়াকরণ হচ্ছে/ },
  { term: 'আপনি যে পরিমাণ পাঠিয়েছেন', pattern: /আপনি যে পরিমাণ পাঠিয়েছেন/ },
  { term: 'প্রমাণীকরণ টোকেন', pattern: /প্রমাণীকরণ/ },
  { term: 'বিনিয়োগকারী বুঝুন', pattern: /বিনিয়োগকারী বুঝুন/ },
  { term: 'জল্পনা', pattern: /জল্পনা/ },
  { term: 'তা ফিরিয়ে দিই', pattern: /তা ফিরিয়ে দিই/ },
  { term: 'আপনার পক্ষে … রাখা হয় না', pattern: /আপনার পক্ষে আপনার টাকা/ },
  { term: 'লক্ষ্য অর্জিত আবশ্যক', pattern: /লক্ষ্য অর্জিত আবশ্যক/ },
  { term: 'সফলভাবে বরাদ্দ', pattern: /সফলভাবে বরাদ্দ/ },
  { term: 'ছাড়ের ব্যানার', pattern: /ছাড়ের ব্যানার/ },
  { term: 'যোগ করা হয়েছে {{date}}', pattern: /যোগ করা হয়েছে \{\{date\}\}/ },
  { term: 'trailing ৳ after Bengali digits', pattern: /[০-৯]\s?৳/ },
  // formatBdt already writes "৫,০০০ টাকা": another টাকা after a formatted amount reads "টাকা টাকা".
  {
    term: 'টাকা after a formatted amount',
    pattern: /(?:\{\{(?:amount|balance)\}\}|\$\{(?:amount|balance)\}) টাকা/,
    allowed: [/takaLabel = \(amount: string.*`\$\{amount\} টাকা`/], // the certificate's label for a bare figure (no টাকা of its own)
  },
];

describe('Bengali wording follows GLOSSARY-BN.md', () => {
  test('the sources are read (a moved file must not turn this into a test of nothing)', () => {
    expect(texts.filter(({ where }) => where.startsWith('translation.')).length).toBeGreaterThan(1000);
    expect(texts.filter(({ where }) => where.startsWith('faq.')).length).toBeGreaterThan(10);
    expect(texts.filter(({ where }) => where.includes('services/mail/')).length).toBeGreaterThan(20);
    expect(texts.filter(({ where }) => where.includes('services/statements/')).length).toBeGreaterThan(10);
    expect(texts.filter(({ where }) => where.includes('services/certificates/')).length).toBeGreaterThan(10);
  });

  test.each(avoid)('no "$term"', ({ pattern, allowed = [] }) => {
    const offenders = texts
      .filter(({ text }) => pattern.test(allowed.reduce((rest, phrase) => rest.replace(new RegExp(phrase, 'g'), ''), text)))
      .map(({ where, text }) => `${where}: ${text.trim()}`);
    expect(offenders).toEqual([]);
  });

  test('অনুগ্রহ করে only where a request is really polite (at most 10 texts)', () => {
    const polite = texts.filter(({ text }) => text.includes('অনুগ্রহ করে'));
    expect(polite.length).toBeLessThanOrEqual(10);
  });
});
