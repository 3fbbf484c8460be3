import enAdmin from '../../public/locales/en/admin.json';
import bnAdmin from '../../public/locales/bn/admin.json';
import enInfo from '../../public/locales/en/info.json';
import bnInfo from '../../public/locales/bn/info.json';
import en from '../../public/locales/en/translation.json';
import bn from '../../public/locales/bn/translation.json';

type Strings = { [key: string]: string | string[] | Strings };

/** Every key of a translation file with its text, nested keys joined by dots as i18next reads them. */
function flatten(strings: Strings, prefix = ''): Map<string, string> {
  return new Map(Object.entries(strings).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : [...flatten(value as Strings, `${prefix}${key}.`)])));
}

const variables = (text: string) => [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((match) => match[1]).sort();

// A Bengali page loads no English strings to fall back on (src/client/app/i18n.ts): every text must be in both.
describe('the English and Bengali strings match', () => {
  const english = flatten({ ...en, ...enAdmin, ...enInfo } as unknown as Strings);
  const bengali = flatten({ ...bn, ...bnAdmin, ...bnInfo } as unknown as Strings);

  test('the files are read (an empty pair would match trivially)', () => {
    expect(english.size).toBeGreaterThan(1000);
  });

  // i18next finds a key in a page's own file only when the main file lacks it (fallbackNS in i18n.ts).
  test('no key is in two files: the main file holds none of the admin and information pages’ strings', () => {
    expect(Object.keys(enAdmin)).toEqual(['admin']);
    expect(Object.keys(bnAdmin)).toEqual(['admin']);
    expect(Object.keys(bnInfo).sort()).toEqual(Object.keys(enInfo).sort());
    const alsoInMain = (main: object, pages: object[]) => pages.flatMap((file) => Object.keys(file)).filter((section) => section in main);
    expect(alsoInMain(en, [enAdmin, enInfo])).toEqual([]);
    expect(alsoInMain(bn, [bnAdmin, bnInfo])).toEqual([]);
    expect([...english.keys()].filter((key) => key.startsWith('admin.')).length).toBeGreaterThan(300);
    expect([...english.keys()].filter((key) => key.startsWith('terms.')).length).toBeGreaterThan(10);
  });

  test('the same keys, none empty', () => {
    expect([...english.keys()].filter((key) => !bengali.has(key))).toEqual([]);
    expect([...bengali.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...bengali].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  test('each text fills in the same values', () => {
    const differing = [...english].filter(([key, text]) => JSON.stringify(variables(text)) !== JSON.stringify(variables(bengali.get(key) ?? '')));
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});
