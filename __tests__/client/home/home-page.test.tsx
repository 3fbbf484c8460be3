import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { homeHandlers } from './home-test-helpers';

setupApiServer();
afterEach(() => localStorage.clear());

describe('home page', () => {
  test('hero call to action goes to all investments', async () => {
    homeHandlers();
    await renderRoute('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Grow your savings the halal way' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore investments' })).toHaveAttribute('href', '/investment/all');
  });

  test('three fixed stat figures', async () => {
    homeHandlers();
    await renderRoute('/');
    const stats = screen.getByRole('region', { name: 'Our track record' });
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['100+', '100+', '10Cr+']);
    expect(
      within(stats)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['Investments', 'International investors', 'In financing']);
  });

  test('the stat figures in Bengali use Bengali digits', async () => {
    homeHandlers({ lng: 'bn' });
    await renderRoute('/', { lng: 'bn' });
    const stats = screen.getByRole('region', { name: 'আমাদের অর্জন' });
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['১০০+', '১০০+', '১০ কোটি+']);
  });

  test('three feature cards: Shariah first, hassle free, beats inflation', async () => {
    homeHandlers();
    await renderRoute('/');
    const features = await screen.findByRole('region', { name: 'Why invest with us' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Shariah first', 'Hassle free', 'Beats inflation']);
  });

  test('signed out: the sign-up panel links to /signup', async () => {
    homeHandlers();
    await renderRoute('/');
    const panel = await screen.findByRole('region', { name: 'Start investing the halal way' });
    expect(within(panel).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  test('signed in (a token is stored): no sign-up panel', async () => {
    localStorage.setItem('token', 'abc');
    homeHandlers();
    await renderRoute('/');
    await screen.findByRole('region', { name: 'Ongoing investments' });
    expect(screen.queryByRole('region', { name: 'Start investing the halal way' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  test('newsletter: the email is required and of email type', async () => {
    homeHandlers();
    const { router } = await renderRoute('/');
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toBeInvalid();
    expect(router.state.location.pathname).toBe('/');

    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toBeInvalid();
    expect(router.state.location.pathname).toBe('/');
  });

  test('newsletter: an address the browser accepts but has no domain dot is refused with a message', async () => {
    homeHandlers();
    const { router } = await renderRoute('/');
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'ayesha@localhost');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/');
  });

  test('newsletter: submitting goes to /signup with the email filled in', async () => {
    homeHandlers();
    const { router } = await renderRoute('/');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), '  ayesha@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.state).toEqual({ email: 'ayesha@example.com' });
  });
});
