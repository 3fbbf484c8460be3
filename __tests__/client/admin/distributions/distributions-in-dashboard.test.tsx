import { screen, within } from '@testing-library/react';
import { setupApiServer } from '../../api-server';
import { cleanUpAdmin, renderAdmin } from '../shell/admin-helpers';
import { distributionsServer } from './distributions-server';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

describe('distributions in the admin dashboard', () => {
  test.each([
    ['en', 'Distributions', 'Profit and loss sharing'],
    ['bn', 'মুনাফা-লোকসান', 'মুনাফা ও লোকসান বণ্টন'],
  ] as const)('in %s, ?tab=distributions opens its own panel, named after its tab', async (lng, tab, heading) => {
    distributionsServer();
    await renderAdmin('/admin/dashboard?tab=distributions', { lng });
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(tab);
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { level: 3, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(panel).toHaveAccessibleName(tab);
  });
});
