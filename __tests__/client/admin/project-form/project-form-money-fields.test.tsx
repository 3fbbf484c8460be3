import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { projectFixture, server, setupApiServer } from '../../api-server';
import { cleanUpAdmin } from '../shell/admin-helpers';
import { fakeObjectUrls, fill, PROJECT_URL, renderProjectForm, submitButton, user, VALID } from './project-form-helpers';

jest.setTimeout(30000);
setupApiServer();
beforeEach(() => fakeObjectUrls());
afterEach(() => {
  cleanUpAdmin();
  jest.restoreAllMocks();
});

const LABELS = {
  en: { target: 'Funding Target (BDT)', share: "Investors' Profit Share (%)" },
  bn: { target: 'অর্থায়নের লক্ষ্য (টাকা)', share: 'বিনিয়োগকারীদের মুনাফার অংশ (%)' },
};
const escape = (text: string) => text.replace(/[()%]/g, '\\$&');
const moneyField = (name: 'target' | 'share', lng: 'en' | 'bn' = 'en') => screen.getByRole('textbox', { name: new RegExp(`^${escape(LABELS[lng][name])}`) });

async function type(name: 'target' | 'share', text: string, lng: 'en' | 'bn' = 'en') {
  const input = moneyField(name, lng);
  await user().clear(input);
  if (text) await user().type(input, text);
}

function bodiesOf(method: 'post' | 'put') {
  const bodies: Record<string, unknown>[] = [];
  const saved = projectFixture({ _id: 'p1', fundingTarget: 5000000, investorSharePercent: 65, raisedAmount: 1200000 });
  server.use(
    http.get(`${PROJECT_URL}/p1`, () => HttpResponse.json({ project: saved })),
    http[method](method === 'post' ? PROJECT_URL : `${PROJECT_URL}/p1`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ project: saved }, { status: method === 'post' ? 201 : 200 });
    }),
  );
  return bodies;
}

describe("project form: funding target and investors' profit share (issue 15)", () => {
  test('create: the target is optional, the share defaults to 70; lakh commas and Bengali digits are read', async () => {
    const bodies = bodiesOf('post');
    await renderProjectForm();
    expect(moneyField('target')).toHaveValue('');
    expect(moneyField('target')).not.toBeRequired();
    expect(moneyField('share')).toHaveValue('70');
    expect(moneyField('share')).toBeRequired();
    await fill(VALID);
    await type('target', '৫,০০,০০০');
    await type('share', '60');
    await user().click(submitButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The create form still sends the raised amount: it is the project's opening capital.
    expect(bodies[0]).toMatchObject({ fundingTarget: 500000, investorSharePercent: 60, raisedAmount: 150000 });
  });

  test.each([
    ['50,00,000', 5000000],
    ['৳ 50,00,000', 5000000],
    ['৫০,০০,০০০ টাকা', 5000000],
    ['1250000.50', 1250000.5],
  ])('create: a target typed as %s is sent as %d', async (typed, sent) => {
    const bodies = bodiesOf('post');
    await renderProjectForm();
    await fill(VALID);
    await type('target', typed);
    await user().click(submitButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.fundingTarget).toBe(sent);
  });

  test('a target that is not an amount and a share outside 0-100 are refused before sending', async () => {
    const bodies = bodiesOf('post');
    await renderProjectForm();
    await fill(VALID);
    await type('target', 'fifty lakh');
    await type('share', '101');
    expect(await screen.findByText('Enter the funding target as an amount, e.g. 50,00,000, or leave it empty')).toBeInTheDocument();
    expect(moneyField('share')).toHaveAccessibleDescription('Value must be between 0 and 100');
    expect(submitButton()).toBeDisabled();
    await type('share', '');
    expect(await screen.findByText("Investors' Profit Share is required")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  test('edit: filled from the project; clearing the target sends null, the share as typed (whole percent), and no raised amount', async () => {
    const bodies = bodiesOf('put');
    await renderProjectForm('/admin/project/create?edit=p1', { heading: 'Edit Project' });
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(moneyField('target')).toHaveValue('5000000');
    expect(moneyField('share')).toHaveValue('65');
    await type('target', '');
    // The share is stored as a whole percent: a fraction is refused in the form, before any request.
    await type('share', '72.5');
    expect(await screen.findByText("Enter the investors' share as a whole number from 0 to 100")).toBeInTheDocument();
    await type('share', '72');
    await user().click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ fundingTarget: null, investorSharePercent: 72 });
    expect(bodies[0]).not.toHaveProperty('raisedAmount');
  });

  test('in Bengali: labels, hints and Bengali digits', async () => {
    const bodies = bodiesOf('post');
    await renderProjectForm('/admin/project/create', { lng: 'bn', heading: 'প্রকল্প তৈরি করুন' });
    expect(moneyField('share', 'bn')).toHaveValue('70');
    expect(moneyField('target', 'bn')).toHaveAccessibleDescription(/^প্রকল্পে বিনিয়োগ নিতে লক্ষ্য দরকার/);
    await fill({ ...VALID, raisedAmount: '১,৫০,০০০' }, 'bn');
    await type('target', '৫০,০০,০০০', 'bn');
    await type('share', '৬৫', 'bn');
    await user().click(screen.getByRole('button', { name: 'প্রকল্প তৈরি করুন' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ fundingTarget: 5000000, investorSharePercent: 65 });
  });
});
