import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupApiServer } from '../../api-server';
import { cleanUpAdmin } from '../shell/admin-helpers';
import { fakeObjectUrls, field, fill, LABELS, REQUIRED_MESSAGES, renderProjectForm, submitButton, user, VALID, type Field } from './project-form-helpers';

jest.setTimeout(30000);
setupApiServer();
beforeEach(() => fakeObjectUrls());
afterEach(() => {
  cleanUpAdmin();
  jest.restoreAllMocks();
});

const FIELDS = Object.keys(LABELS) as Field[];

describe('create project: validation (spec section 5)', () => {
  test('submitting the empty form shows every required message, focuses the first field and disables submit', async () => {
    await renderProjectForm();
    expect(submitButton()).toBeEnabled();

    await user().click(submitButton());

    for (const name of FIELDS) {
      expect(await screen.findByText(REQUIRED_MESSAGES[name])).toBeInTheDocument();
      expect(field(name)).toHaveAccessibleDescription(REQUIRED_MESSAGES[name]);
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    // Every field except the images is required (spec section 5; issue 20).
    expect(screen.queryByText('Default Image is required')).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(field('title')).toHaveFocus());
  });

  test.each(FIELDS)('%s shows its required message as soon as it is emptied, before any submit', async (name) => {
    await renderProjectForm();
    const u = user();
    await u.type(field(name), '7');
    await u.clear(field(name));
    expect(await screen.findByText(REQUIRED_MESSAGES[name])).toBeInTheDocument();
    expect(field(name)).toHaveFocus(); // no blur needed
    // Only the changed field complains.
    for (const other of FIELDS.filter((f) => f !== name)) expect(screen.queryByText(REQUIRED_MESSAGES[other])).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  test.each(['targetAchieved', 'profitRatio'] as const)('%s must be a number from 0 to 100', async (name) => {
    await renderProjectForm();
    for (const bad of ['101', '-1', 'abc']) {
      await fill({ [name]: bad });
      expect(await screen.findByText('Value must be between 0 and 100')).toBeInTheDocument();
      expect(submitButton()).toBeDisabled();
    }
    for (const good of ['0', '100', '12.5']) {
      await fill({ [name]: good });
      await waitFor(() => expect(screen.queryByText('Value must be between 0 and 100')).not.toBeInTheDocument());
    }
    expect(submitButton()).toBeEnabled();
  });

  test('the description needs at least 100 characters', async () => {
    await renderProjectForm();
    await fill({ description: 'x'.repeat(99) });
    expect(await screen.findByText('Description must be at least 100 characters long')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user().type(field('description'), 'x');
    await waitFor(() => expect(screen.queryByText('Description must be at least 100 characters long')).not.toBeInTheDocument());
    expect(screen.getByText('100 characters; at least 100.')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  test('investment options must be numbers separated by commas', async () => {
    await renderProjectForm();
    for (const bad of ['abc', '50000,', '50000; 100000', '50000, x']) {
      await fill({ investmentOptions: bad });
      expect(await screen.findByText('Enter valid numbers separated by commas')).toBeInTheDocument();
    }
    await fill({ investmentOptions: '50000, 100000' });
    await waitFor(() => expect(screen.queryByText('Enter valid numbers separated by commas')).not.toBeInTheDocument());
  });

  test('submit stays disabled while any error shows, and is enabled again once all are fixed', async () => {
    await renderProjectForm();
    await user().click(submitButton());
    expect(await screen.findByText('Title is required')).toBeInTheDocument();

    const { title, ...rest } = VALID;
    await fill(rest);
    expect(submitButton()).toBeDisabled(); // the title is still empty
    await fill({ title });
    await waitFor(() => expect(screen.queryByText('Title is required')).not.toBeInTheDocument());
    // No image is needed (spec section 5: every field except the images is required).
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  test('in Bengali, labels and messages are Bengali', async () => {
    await renderProjectForm('/admin/project/create', { lng: 'bn', heading: 'প্রকল্প তৈরি করুন' });
    const submit = screen.getByRole('button', { name: 'প্রকল্প তৈরি করুন' });
    await user().click(submit);
    expect(await screen.findByText('শিরোনাম আবশ্যক')).toBeInTheDocument();
    expect(screen.getByText('অর্জিত লক্ষ্যের শতাংশ দিন')).toBeInTheDocument();
    expect(screen.queryByText('প্রধান ছবি আবশ্যক')).not.toBeInTheDocument(); // images are optional
    expect(screen.getByRole('textbox', { name: /^মুনাফার হার \(%\)/ })).toBeInTheDocument();

    const u = user();
    const percent = screen.getByRole('textbox', { name: /^লক্ষ্য অর্জিত \(%\)/ });
    await u.type(percent, '১০১');
    expect(await screen.findByText('মান ০ থেকে ১০০-এর মধ্যে হতে হবে')).toBeInTheDocument();
    await u.clear(percent);
    await u.type(percent, '৫০'); // Bengali digits are numbers too
    await waitFor(() => expect(screen.queryByText('মান ০ থেকে ১০০-এর মধ্যে হতে হবে')).not.toBeInTheDocument());

    const description = screen.getByRole('textbox', { name: /^বিবরণ/ });
    await u.type(description, 'ছোট');
    expect(await screen.findByText('বিবরণ কমপক্ষে ১০০ অক্ষরের হতে হবে')).toBeInTheDocument();
    await act(async () => {
      fireEvent.change(description, { target: { value: 'ক'.repeat(120) } });
    });
    expect(await screen.findByText('১২০ অক্ষর; কমপক্ষে ১০০।')).toBeInTheDocument();
  });
});
