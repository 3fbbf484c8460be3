// Screens of a signed-in investor (the session a11y/sessions.ts makes: one deposit of each status).
import { expect } from '@playwright/test';
import { pngFile } from '../admin-helpers';
import type { Screen } from './screen';
import { MENU_OPEN } from './visitor-screens';
import { dateField, typeDate } from '../date-input';

export const INVESTOR_SCREENS: Screen[] = [
  {
    name: 'deposit',
    route: '/deposit',
    as: 'investor',
    path: '/deposit',
    async ready({ page, t }) {
      await expect(page.getByRole('main').getByText(t('deposit.bank.bankName'))).toBeVisible();
    },
    states: [
      {
        name: 'empty form sent',
        async enter({ page, t }) {
          const main = page.getByRole('main');
          await main.getByRole('button', { name: t('deposit.confirm') }).click();
          await expect(main.getByRole('textbox', { name: t('deposit.amount.label') })).toHaveAttribute('aria-invalid', 'true');
          await expect(main.getByRole('alert').filter({ hasText: t('deposit.errors.required') })).toBeVisible();
        },
      },
      {
        name: 'amount and screenshot given',
        async enter({ page, t, lng }) {
          const main = page.getByRole('main');
          await main.getByRole('textbox', { name: t('deposit.amount.label') }).fill(lng === 'en' ? '2500' : '২৫০০');
          await main.getByLabel(t('deposit.screenshot.input')).setInputFiles(await pngFile('transfer.png', '#00695c'));
          await expect(main.getByText(t('deposit.screenshot.uploaded'))).toBeVisible();
        },
      },
      MENU_OPEN,
    ],
  },
  {
    name: 'portfolio with a pending deposit',
    route: '/portfolio',
    as: 'investor',
    path: '/portfolio',
    async ready({ page, t }) {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t('portfolio.title') })).toBeVisible();
      await expect(main.getByRole('region', { name: t('portfolio.pending.title') })).toBeVisible();
    },
    states: [MENU_OPEN],
  },
  {
    name: 'messages',
    route: '/notifications',
    as: 'investor',
    path: '/notifications',
    async ready({ page, t }) {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t('notifications.title') })).toBeVisible();
      // The session's deposits were claimed and decided: each left its message.
      await expect(
        main
          .getByRole('list', { name: t('notifications.title') })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
    },
    states: [
      {
        name: 'every message read',
        async enter({ page, t }) {
          // The session is shared: a run before this one may have read them all already.
          const markAll = page.getByRole('button', { name: t('notifications.markAllRead') });
          if (await markAll.isVisible()) await markAll.click();
          await expect(page.getByText(t('notifications.unreadCount_zero'))).toBeVisible();
        },
      },
      MENU_OPEN,
    ],
  },
  {
    name: 'profile with deposits',
    route: '/profile',
    as: 'investor',
    path: '/profile',
    async ready({ page, t }) {
      await expect(page.getByRole('region', { name: t('profile.deposits.title') }).getByRole('listitem')).toHaveCount(3);
    },
    states: [
      {
        name: 'edit dialog',
        async enter({ page, t }) {
          await page.getByRole('button', { name: t('profile.editProfile') }).click();
          await expect(page.getByRole('dialog', { name: t('profile.edit.title') })).toBeVisible();
        },
      },
      {
        name: 'edit dialog showing errors',
        async enter({ page, t }) {
          const dialog = page.getByRole('dialog', { name: t('profile.edit.title') });
          await dialog.getByRole('textbox', { name: t('profile.fields.fullname') }).fill('');
          const email = dialog.getByRole('textbox', { name: t('profile.fields.email') });
          await email.fill('not-an-email');
          await email.blur();
          await expect(email).toHaveAttribute('aria-invalid', 'true');
          await expect(dialog.getByRole('textbox', { name: t('profile.fields.fullname') })).toHaveAttribute('aria-invalid', 'true');
        },
      },
      {
        name: 'saved, with its toast',
        async enter({ page, t }) {
          const dialog = page.getByRole('dialog', { name: t('profile.edit.title') });
          await dialog.getByRole('button', { name: t('profile.edit.cancel') }).click();
          await expect(dialog).toHaveCount(0);
          await page.getByRole('button', { name: t('profile.editProfile') }).click();
          await dialog.getByRole('button', { name: t('profile.edit.save') }).click();
          await expect(page.getByText(t('profile.edit.success'))).toBeVisible();
        },
      },
      {
        name: 'statement period showing an error',
        async enter({ page, t }) {
          const section = page.getByRole('region', { name: t('profile.statement.title') });
          await typeDate(dateField(section, new RegExp(`^${t('profile.statement.from')}`)), '2026-03-02');
          await typeDate(dateField(section, new RegExp(`^${t('profile.statement.to')}`)), '2026-03-01');
          await section.getByRole('button', { name: t('profile.statement.download.pdf') }).click();
          await expect(section.getByText(t('profile.statement.errors.toBeforeFrom'))).toBeVisible();
        },
      },
      {
        name: 'statement refused by the server',
        async enter({ page, t }) {
          // A period ending tomorrow passes the shared schema; only the server knows today for sure.
          const tomorrow = new Date(Date.now() + 30 * 3_600_000).toISOString().slice(0, 10);
          const section = page.getByRole('region', { name: t('profile.statement.title') });
          await typeDate(dateField(section, new RegExp(`^${t('profile.statement.from')}`)), tomorrow);
          await typeDate(dateField(section, new RegExp(`^${t('profile.statement.to')}`)), tomorrow);
          await section.getByRole('button', { name: t('profile.statement.download.csv') }).click();
          await expect(section.getByRole('alert')).toBeVisible();
        },
      },
      MENU_OPEN,
    ],
  },
  {
    name: 'admin area, signed in as an investor',
    route: '/admin',
    as: 'investor',
    path: '/admin',
    async ready({ page, t }) {
      await expect(page.getByRole('heading', { level: 1, name: t('admin.shell.notAllowed.title') })).toBeVisible();
    },
  },
];
