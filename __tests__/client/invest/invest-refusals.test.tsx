import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../api-server';
import { userFixture } from '../profile/profile-helpers';
import { investAnswers, refused } from './invest-fixtures';
import { inDialog, openInvest, renderProjectPage } from './invest-screen';

setupApiServer();
jest.setTimeout(20000);
afterEach(() => localStorage.clear());

const TEXT = {
  en: {
    field: /^Amount to invest/,
    invest: 'Invest',
    review: 'Review',
    risk: /I have read the risk disclosure/,
    confirm: 'Confirm investment',
    title: 'The investment was not made',
    missing: 'You need ৳20,000 more in your wallet for this investment.',
    deposit: 'Deposit ৳20,000',
    change: 'Change the amount',
  },
  bn: {
    field: /^বিনিয়োগের পরিমাণ/,
    invest: 'বিনিয়োগ করুন',
    review: 'যাচাই করুন',
    risk: /আমি ঝুঁকির বিবরণ পড়েছি/,
    confirm: 'বিনিয়োগ নিশ্চিত করুন',
    title: 'বিনিয়োগটি হয়নি',
    missing: 'এই বিনিয়োগের জন্য আপনার ব্যালেন্সে আরও ২০,০০০ টাকা দরকার।',
    deposit: 'টাকা জমা দিন (২০,০০০ টাকা)',
    change: 'পরিমাণ বদলান',
  },
} as const;

/** Signs in with a wallet that seems to cover ৳50,000, then confirms ৳50,000 (typed in the page's digits). */
async function confirmFiftyThousand(lng: 'en' | 'bn') {
  const text = TEXT[lng];
  await renderProjectPage({ lng, user: userFixture({ availableBalance: 100000 }) });
  await userEvent.type(await openInvest(text.invest, text.field), lng === 'bn' ? '৫০০০০' : '50000');
  await userEvent.click(inDialog().getByRole('button', { name: text.review }));
  await userEvent.click(await inDialog().findByRole('checkbox', { name: text.risk }));
  await userEvent.click(inDialog().getByRole('button', { name: text.confirm }));
  return text;
}

describe.each(['en', 'bn'] as const)('409 refusals in %s', (lng) => {
  test('INSUFFICIENT_BALANCE says how much is missing and offers a Deposit of it', async () => {
    investAnswers(refused({ message: 'Your available balance is not enough.', code: 'INSUFFICIENT_BALANCE', missing: 20000 }));
    const text = await confirmFiftyThousand(lng);
    const alert = await inDialog().findByRole('alert');
    expect(alert).toHaveTextContent(text.title);
    expect(alert).toHaveTextContent(lng === 'en' ? 'Your available balance is not enough.' : 'এই পরিমাণের জন্য আপনার ব্যবহারযোগ্য ব্যালেন্স যথেষ্ট নয়।');
    expect(inDialog().getByText(text.missing)).toBeInTheDocument();
    expect(inDialog().getByRole('link', { name: text.deposit })).toHaveAttribute('href', '/deposit?amount=20000');
    // A refusal is not retried as it is: the way on is another amount.
    expect(inDialog().queryByRole('button', { name: /Try again|আবার চেষ্টা করুন/ })).not.toBeInTheDocument();
    await userEvent.click(inDialog().getByRole('button', { name: text.change }));
    expect(await inDialog().findByRole('textbox', { name: text.field })).toBeInTheDocument();
  });

  test.each([
    ['FUNDING_TARGET_REACHED', 'The funding target has only ৳10,000 left.', 'এই প্রকল্পের তহবিল লক্ষ্যে এই পরিমাণের জায়গা নেই।'],
    ['PROJECT_CLOSED', 'This project is closed.', 'এই প্রকল্পে এখন আর বিনিয়োগ নেওয়া হচ্ছে না।'],
  ] as const)('%s is shown clearly', async (code, message, bengali) => {
    investAnswers(refused({ message, code, ...(code === 'FUNDING_TARGET_REACHED' ? { remaining: 10000 } : {}) }));
    const text = await confirmFiftyThousand(lng);
    const alert = await inDialog().findByRole('alert');
    expect(alert).toHaveTextContent(text.title);
    expect(alert).toHaveTextContent(lng === 'en' ? message : bengali);
    expect(inDialog().queryByRole('link', { name: text.deposit })).not.toBeInTheDocument();
    if (code === 'FUNDING_TARGET_REACHED') {
      expect(inDialog().getByText(lng === 'en' ? 'The funding target takes only ৳10,000 more.' : 'তহবিল লক্ষ্য পূরণে আর মাত্র ১০,০০০ টাকা লাগবে।')).toBeInTheDocument();
    }
  });
});

test('AMOUNT_TOO_SMALL (400) is shown with the server message', async () => {
  investAnswers(refused({ message: 'The smallest investment in this project is 50,000 BDT.', code: 'AMOUNT_TOO_SMALL' } as never, 400));
  await confirmFiftyThousand('en');
  expect(await inDialog().findByRole('alert')).toHaveTextContent('The smallest investment in this project is 50,000 BDT.');
});
