import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectFixture, projectList, server, setupApiServer } from '../../api-server';
import { axeViolations } from '../../axe';
import { cleanUpAdmin, manyUsers, renderAdmin, usersServer } from './admin-helpers';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

describe('admin dashboard accessibility (axe)', () => {
  test('users tab, and its deactivate dialog', async () => {
    usersServer(manyUsers(30));
    const { container } = await renderAdmin();
    await screen.findByRole('cell', { name: 'User 1' });
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate User 1' }));
    await screen.findByRole('dialog');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  test('projects tab', async () => {
    server.use(projectList([projectFixture(), projectFixture({ _id: 'p2', title: 'Gulshan Heights' })]));
    const { container } = await renderAdmin('/admin/dashboard?tab=projects');
    await screen.findByRole('rowheader', { name: 'Gulshan Heights' });
    expect(await axeViolations(container)).toEqual([]);
  });

  test('small screen with the sidebar drawer open', async () => {
    usersServer(manyUsers(3));
    await renderAdmin('/admin/dashboard', { wide: false });
    // Below md the users are cards (issue 18), not table rows.
    await screen.findByRole('heading', { level: 3, name: 'User 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Open admin menu' }));
    await screen.findByRole('tablist');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
