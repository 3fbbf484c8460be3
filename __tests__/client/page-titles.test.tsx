import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { projectFixture, projectList, server, setupApiServer } from './api-server';
import { cleanUpAdmin, renderAdmin, signInAs } from './admin/shell/admin-helpers';
import { renderRoute } from './test-utils';

setupApiServer();
beforeEach(() => {
  server.use(
    projectList([projectFixture()]),
    http.get('http://localhost/api/project/:id', () => HttpResponse.json({ project: projectFixture() })),
    // The titles do not depend on the rest of each page's data: anything else answers 404, quietly.
    http.all('http://localhost/api/*', () => HttpResponse.json({ message: 'Not stubbed' }, { status: 404 })),
  );
});
afterEach(() => {
  cleanUpAdmin();
  sessionStorage.clear();
  document.title = 'Halal Invest';
});

const expectTitle = (title: string) => waitFor(() => expect(document.title).toBe(title));

// Each route's title is the heading it shows (issue 18), then the app's name, in the reader's language.
const PUBLIC_ROUTES: Array<[path: string, en: string, bn: string]> = [
  ['/', 'Halal Invest', 'হালাল ইনভেস্ট'],
  ['/investment/all', 'Investment projects · Halal Invest', 'বিনিয়োগ প্রকল্পসমূহ · হালাল ইনভেস্ট'],
  ['/investments/details/p1', 'Bashundhara Green Residency · Halal Invest', 'Bashundhara Green Residency · হালাল ইনভেস্ট'],
  ['/promotions', 'Promotions · Halal Invest', 'প্রমোশন · হালাল ইনভেস্ট'],
  ['/signin', 'Sign in · Halal Invest', 'সাইন ইন · হালাল ইনভেস্ট'],
  ['/signup', 'Create your account · Halal Invest', 'আপনার অ্যাকাউন্ট তৈরি করুন · হালাল ইনভেস্ট'],
  ['/resetpassword?email=rahim@example.com', 'Reset password · Halal Invest', 'পাসওয়ার্ড রিসেট · হালাল ইনভেস্ট'],
  ['/profile', 'My Profile · Halal Invest', 'আমার প্রোফাইল · হালাল ইনভেস্ট'],
  // Signed out, /deposit goes to /signin, and the title says so.
  ['/deposit', 'Sign in · Halal Invest', 'সাইন ইন · হালাল ইনভেস্ট'],
  ['/download', 'Download the app · Halal Invest', 'অ্যাপ ডাউনলোড করুন · হালাল ইনভেস্ট'],
  ['/policy', 'Privacy policy · Halal Invest', 'গোপনীয়তা নীতি · হালাল ইনভেস্ট'],
  ['/risk-disclosure', 'Risk disclosure · Halal Invest', 'ঝুঁকির বিবরণ · হালাল ইনভেস্ট'],
  ['/delete-account', 'Delete account · Halal Invest', 'অ্যাকাউন্ট মুছুন · হালাল ইনভেস্ট'],
  ['/about', 'About us · Halal Invest', 'আমাদের সম্পর্কে · হালাল ইনভেস্ট'],
  ['/approach', 'Our investment approach · Halal Invest', 'আমাদের বিনিয়োগ পদ্ধতি · হালাল ইনভেস্ট'],
  ['/services', 'Our services · Halal Invest', 'আমাদের সেবাসমূহ · হালাল ইনভেস্ট'],
  ['/why-us', 'Why choose us · Halal Invest', 'কেন আমাদের বেছে নেবেন · হালাল ইনভেস্ট'],
  ['/verify', 'Verify a certificate · Halal Invest', 'সনদ যাচাই · হালাল ইনভেস্ট'],
  // The number first, so tabs of several checks tell themselves apart.
  ['/verify/CER-12', 'CER-12 · Verify a certificate · Halal Invest', 'CER-12 · সনদ যাচাই · হালাল ইনভেস্ট'],
  ['/no-such-page', 'Page not found · Halal Invest', 'পাতাটি পাওয়া যায়নি · হালাল ইনভেস্ট'],
];

describe.each([
  ['en', 1],
  ['bn', 2],
] as const)('page titles in %s', (lng, column) => {
  test.each(PUBLIC_ROUTES)('%s', async (path, ...titles) => {
    await renderRoute(path, { lng });
    await expectTitle(titles[column - 1]!);
  });
});

test('a project that does not exist is titled so', async () => {
  server.use(http.get('http://localhost/api/project/:id', () => HttpResponse.json({ message: 'Project not found' }, { status: 404 })));
  await renderRoute('/investments/details/nope');
  await expectTitle('Investment not found · Halal Invest');
});

test('the sign-up wizard titles its code step by its heading', async () => {
  await renderRoute('/signup/verify/otp', { lng: 'bn' });
  // Opened directly with no email, the wizard starts at whichever step it chooses; the title follows it.
  const heading = await screen.findByRole('heading', { level: 1 });
  await expectTitle(`${heading.textContent} · হালাল ইনভেস্ট`);
});

describe('admin titles: the tab or screen, then Admin, then the app', () => {
  test.each([
    ['/admin', 'en', 'Investment projects · Admin · Halal Invest'],
    ['/admin/dashboard?tab=deposits', 'en', 'Deposits · Admin · Halal Invest'],
    ['/admin/dashboard?tab=deposits', 'bn', 'টাকা জমা · অ্যাডমিন · হালাল ইনভেস্ট'],
    ['/admin/dashboard', 'en', 'Users · Admin · Halal Invest'],
    // The tab was renamed from Bank: an old link still opens it.
    ['/admin/dashboard?tab=bank', 'en', 'Payment accounts · Admin · Halal Invest'],
  ] as const)('%s in %s', async (path, lng, title) => {
    await renderAdmin(path, { lng });
    await expectTitle(title);
  });

  test.each([
    ['/admin/project/create', 'en', 'Create Project · Admin · Halal Invest'],
    ['/admin/project/create', 'bn', 'প্রকল্প তৈরি করুন · অ্যাডমিন · হালাল ইনভেস্ট'],
    ['/admin/promotion/create', 'en', 'Create Promotion · Admin · Halal Invest'],
    ['/admin/promotion/create', 'bn', 'প্রমোশন তৈরি করুন · অ্যাডমিন · হালাল ইনভেস্ট'],
  ] as const)('%s in %s', async (path, lng, title) => {
    signInAs('admin');
    await renderRoute(path, { lng });
    await expectTitle(title);
  });

  test('choosing another tab retitles the page', async () => {
    await renderAdmin('/admin/dashboard?tab=deposits');
    await expectTitle('Deposits · Admin · Halal Invest');
    await userEvent.click(screen.getByRole('tab', { name: /Payment accounts/ }));
    await expectTitle('Payment accounts · Admin · Halal Invest');
  });

  test('an investor on /admin reads "Not allowed" in the title too', async () => {
    signInAs('investor');
    await renderRoute('/admin', { lng: 'bn' });
    await expectTitle('অনুমতি নেই · অ্যাডমিন · হালাল ইনভেস্ট');
  });
});

describe('the title follows the reader', () => {
  test('switching language in the header retitles the page without a reload', async () => {
    await renderRoute('/investment/all');
    await expectTitle('Investment projects · Halal Invest');
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0]!, 'bn');
    await expectTitle('বিনিয়োগ প্রকল্পসমূহ · হালাল ইনভেস্ট');
  });

  test('a project page keeps its project name and changes the app name', async () => {
    const { i18n } = await renderRoute('/investments/details/p1');
    await expectTitle('Bashundhara Green Residency · Halal Invest');
    await act(() => i18n.changeLanguage('bn'));
    await expectTitle('Bashundhara Green Residency · হালাল ইনভেস্ট');
  });

  test('moving to another page retitles it', async () => {
    const { router } = await renderRoute('/about');
    await expectTitle('About us · Halal Invest');
    act(() => router.navigate('/promotions'));
    await expectTitle('Promotions · Halal Invest');
    act(() => router.navigate('/'));
    await expectTitle('Halal Invest');
  });
});
