import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DateField } from '../../../src/client/components/date-field/date-field';
import { INCOMPLETE_DAY } from '../../../src/client/components/date-field/calendar-day';
import { axeViolations } from '../axe';
import { clearDate, dateFieldText, findDateField, typeDate } from '../date-input';
import { makeTestI18n } from '../test-utils';

/** A form of one date field that shows the day it holds, and a button that sets one from outside. */
function DateForm({ initial = '' }: { initial?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField id="from" name="from" label="From" value={day} onChange={setDay} />
      <output data-testid="day">{day}</output>
      <button type="button" onClick={() => setDay('2026-03-04')}>
        Fourth of March
      </button>
    </>
  );
}

async function renderForm(lng: 'en' | 'bn', initial?: string) {
  render(
    <I18nextProvider i18n={await makeTestI18n(lng)}>
      <main>
        <DateForm initial={initial} />
      </main>
    </I18nextProvider>,
  );
  await findDateField('From');
}

const held = () => screen.getByTestId('day').textContent;
afterEach(cleanup);
jest.setTimeout(20000);

describe('DateField', () => {
  test.each([
    ['en', '07/01/2026', 'DD/MM/YYYY'],
    ['bn', '০৭/০১/২০২৬', 'দিন/মাস/বছর'],
  ] as const)('in %s it reads day/month/year as typed and holds the day as YYYY-MM-DD', async (lng, shown, empty) => {
    await renderForm(lng);
    expect(await dateFieldText('From')).toBe(empty);
    await typeDate('From', '07/01/2026');
    expect(await dateFieldText('From')).toBe(shown);
    expect(held()).toBe('2026-01-07');
  });

  test('a day given from outside shows in Bengali digits', async () => {
    await renderForm('bn', '2026-11-28');
    expect(await dateFieldText('From')).toBe('২৮/১১/২০২৬');
    expect(held()).toBe('2026-11-28');
  });

  test('a half-typed or impossible date is held as incomplete, not as an empty field', async () => {
    await renderForm('en');
    const user = userEvent.setup();
    await typeDate('From', '07', user);
    expect(held()).toBe(INCOMPLETE_DAY);
    await user.keyboard('012026');
    expect(held()).toBe('2026-01-07');
    await user.keyboard('{Backspace}');
    expect(await dateFieldText('From')).toBe('07/01/YYYY');
    expect(held()).toBe(INCOMPLETE_DAY);
    await typeDate('From', '31/02/2026', user);
    expect(held()).toBe(INCOMPLETE_DAY);
    await user.click(screen.getByRole('button', { name: 'Fourth of March' }));
    expect(await dateFieldText('From')).toBe('04/03/2026');
    expect(held()).toBe('2026-03-04');
  });

  test('a day set from outside after the field was emptied is held as that day', async () => {
    await renderForm('en', '2026-11-28');
    await clearDate('From');
    expect(held()).toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fourth of March' }));
    expect(await dateFieldText('From')).toBe('04/03/2026');
    expect(held()).toBe('2026-03-04');
  });

  test('has no accessibility violations in Bengali', async () => {
    await renderForm('bn', '2026-11-28');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
