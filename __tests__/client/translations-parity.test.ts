import enAdmin from '../../public/locales/en/admin.json';
import bnAdmin from '../../public/locales/bn/admin.json';
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
  const english = flatten({ ...en, ...enAdmin } as unknown as Strings);
  const bengali = flatten({ ...bn, ...bnAdmin } as unknown as Strings);

  test('the files are read (an empty pair would match trivially)', () => {
    expect(english.size).toBeGreaterThan(1000);
  });

  // i18next finds an admin key in admin.json only when the main file lacks it (fallbackNS in i18n.ts).
  test('the admin file holds only the admin strings, and the main file none of them', () => {
    expect(Object.keys(enAdmin)).toEqual(['admin']);
    expect(Object.keys(bnAdmin)).toEqual(['admin']);
    expect([...english.keys()].filter((key) => key.startsWith('admin.')).length).toBeGreaterThan(300);
    expect('admin' in en || 'admin' in bn).toBe(false);
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
