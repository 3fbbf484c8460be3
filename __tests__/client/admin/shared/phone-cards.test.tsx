import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ExpensesTab } from '../../../../src/client/features/admin/expenses/components/expenses-tab';
import { ProjectsTab } from '../../../../src/client/features/admin/projects/components/projects-tab';
import { projectFixture, projectList, server, setupApiServer } from '../../api-server';
import { renderWithProviders, phoneScreenForEachTest } from '../admin-test-utils';

// Issue 18: a table that needs a sideways scroll at 390 px becomes one card per record on a phone,
// with the table's column names and the row's actions on screen.

setupApiServer();
jest.setTimeout(30000);

phoneScreenForEachTest();

test('projects: one card per project with price, ROI (%), raised, target (%), location and Edit, Complete, Delete', async () => {
  server.use(projectList([projectFixture({ _id: 'p1', title: 'Gulshan Heights', location: 'Gulshan 2, Dhaka' })]));
  await renderWithProviders(<ProjectsTab search="" />);
  const list = await screen.findByRole('list', { name: 'Projects' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const card = within(list).getByRole('listitem');
  expect(within(card).getByRole('heading', { level: 3, name: 'Gulshan Heights' })).toBeInTheDocument();
  for (const label of ['Price', 'ROI (%)', 'Raised', 'Target (%)', 'Location']) expect(within(card).getByText(label)).toBeInTheDocument();
  expect(within(card).getByText('Gulshan 2, Dhaka')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/admin/project/create?edit=p1');
  expect(within(card).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
});

test('expenses: one card per expense with category, amount and date', async () => {
  server.use(
    http.get('http://localhost/api/expenses', () =>
      HttpResponse.json({ expenses: [{ _id: 'e1', description: 'Office rent, March', amount: 45000, category: 'Rent', createdAt: '2026-03-01T00:00:00.000Z' }] }),
    ),
  );
  await renderWithProviders(<ExpensesTab />);
  const list = await screen.findByRole('list', { name: /expenses/i });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const card = within(list).getByRole('listitem');
  expect(within(card).getByRole('heading', { level: 3, name: 'Office rent, March' })).toBeInTheDocument();
  expect(within(card).getByText('Rent')).toBeInTheDocument();
  expect(within(card).getByText('৳45,000')).toBeInTheDocument();
});
