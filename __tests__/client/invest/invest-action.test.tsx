import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, setupApiServer } from '../api-server';
import { fillSignIn, findSignInForm, loginSucceeds } from '../sign-in/sign-in-helpers';
import { investProject, renderProjectPage } from './invest-screen';

setupApiServer();
jest.setTimeout(20000);
afterEach(() => localStorage.clear());

describe('the project page Invest action', () => {
  test('signed out, Invest goes to sign in, which comes back to the project with the invest dialog open', async () => {
    const { handler } = loginSucceeds();
    server.use(handler);
    const project = investProject();
    const { router } = await renderProjectPage({ signedIn: false, project });
    await userEvent.click(screen.getByRole('button', { name: 'Invest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: `/investments/details/${project._id}#invest` });

    const form = await findSignInForm();
    await fillSignIn('karim@example.com', 'secret-pass', form);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/investments/details/${project._id}`));
    // The investor asked to invest: the dialog is open without a second press, and the mark has left
    // the address so a reload does not open it again.
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('textbox', { name: /^Amount to invest/ })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });

  test('a fully funded project reached with the mark opens no dialog', async () => {
    const { router } = await renderProjectPage({ project: investProject({ fundingTarget: 10, raisedAmount: 10 }) });
    await act(() => router.navigate(`/investments/details/${investProject()._id}#invest`));
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a project whose funding target is reached says "Fully funded" and offers no Invest', async () => {
    await renderProjectPage({ project: investProject({ fundingTarget: 3_480_000, raisedAmount: 3_480_000 }) });
    expect(screen.getByText('Fully funded')).toBeInTheDocument();
    expect(screen.getByText('Target reached: no more investments are taken.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invest' })).not.toBeInTheDocument();
  });

  test('in Bengali too', async () => {
    await renderProjectPage({ lng: 'bn', project: investProject({ fundingTarget: 1_000_000, raisedAmount: 1_200_000 }) });
    expect(screen.getByText('অর্থায়ন সম্পূর্ণ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'বিনিয়োগ করুন' })).not.toBeInTheDocument();
  });

  test('a project below its target, or without one, offers Invest', async () => {
    await renderProjectPage({ project: investProject({ fundingTarget: 3_480_001, raisedAmount: 3_480_000 }) });
    expect(screen.getByRole('button', { name: 'Invest' })).toBeInTheDocument();
    expect(screen.queryByText('Fully funded')).not.toBeInTheDocument();
  });

  test('the Bengali dialog shows Bengali digits and BDT', async () => {
    await renderProjectPage({ lng: 'bn' });
    await userEvent.click(screen.getByRole('button', { name: 'বিনিয়োগ করুন' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ব্যবহারযোগ্য ব্যালেন্স: ১,০০,০০০ টাকা')).toBeInTheDocument();
    const picks = within(dialog).getByRole('group', { name: 'বিনিয়োগের বিকল্প' });
    await userEvent.click(within(picks).getByRole('button', { name: '৫০,০০০ টাকা' }));
    expect(within(dialog).getByRole('textbox', { name: /^বিনিয়োগের পরিমাণ/ })).toHaveValue('৫০,০০০');
  });
});
