import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProjectDto } from '../../../../src/shared/api-types';
import { projectFixture, server, setupApiServer } from '../../api-server';
import { cleanUpAdmin } from '../shell/admin-helpers';
import { fakeObjectUrls, field, fill, PROJECT_URL, renderProjectForm, user } from './project-form-helpers';

jest.setTimeout(30000);
setupApiServer();
beforeEach(() => fakeObjectUrls());
afterEach(() => {
  cleanUpAdmin();
  jest.restoreAllMocks();
});

const TERMS = { investorSharePercent: 65, contractType: 'mudaraba', termMonths: 24 } as const;
const LOCKED = { en: 'Locked: investors hold capital in this project', bn: 'বদলানো যাবে না: এই প্রকল্পে বিনিয়োগকারীদের মূলধন রয়েছে' };
const LABELS = {
  en: { share: /^Investors' Profit Share \(%\)/, contract: /^Contract type/, term: /^Term \(months\)/ },
  bn: { share: /^বিনিয়োগকারীদের মুনাফার অংশ \(%\)/, contract: /^চুক্তির ধরন/, term: /^মেয়াদ \(মাস\)/ },
};

/** The three term fields (MONEY.md "Terms are fixed once money is in"). */
const termFields = (lng: 'en' | 'bn' = 'en') => [
  screen.getByRole('textbox', { name: LABELS[lng].share }),
  screen.getByRole('combobox', { name: LABELS[lng].contract }),
  screen.getByRole('textbox', { name: LABELS[lng].term }),
];

/** GET and PUT /api/project/p1; records each PUT body. */
function projectServer(saved: ProjectDto, answerPut?: () => Response) {
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get(`${PROJECT_URL}/p1`, () => HttpResponse.json({ project: saved })),
    http.put(`${PROJECT_URL}/p1`, async ({ request }) => {
      puts.push((await request.json()) as Record<string, unknown>);
      return answerPut ? answerPut() : HttpResponse.json({ project: saved });
    }),
  );
  return puts;
}

describe('edit form: terms locked while investors hold capital', () => {
  test("the investors' share, contract type and term are disabled with the reason; other fields save, and the unchanged terms go with them", async () => {
    const puts = projectServer(projectFixture({ _id: 'p1', investorCount: 3, termsLocked: true, ...TERMS }));
    await renderProjectForm('/admin/project/create?edit=p1', { heading: 'Edit Project' });
    await screen.findByRole('textbox', { name: /^Title/ });

    for (const input of termFields()) {
      expect(input).toBeDisabled();
      expect(input).toHaveAccessibleDescription(LOCKED.en);
    }
    expect(termFields().map((input) => (input as HTMLInputElement).value)).toEqual(['65', 'mudaraba', '24']);
    expect(field('title')).toBeEnabled();

    await fill({ title: 'Bashundhara Green Residency, phase 2' });
    await user().click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ title: 'Bashundhara Green Residency, phase 2', ...TERMS });
  });

  test('without investors the terms can be edited', async () => {
    projectServer(projectFixture({ _id: 'p1', termsLocked: false, ...TERMS }));
    await renderProjectForm('/admin/project/create?edit=p1', { heading: 'Edit Project' });
    await screen.findByRole('textbox', { name: /^Title/ });
    for (const input of termFields()) {
      expect(input).toBeEnabled();
      expect(input).not.toHaveAccessibleDescription(LOCKED.en);
    }
  });

  test('in Bengali: the reason, and the Bengali text of TERMS_LOCKED when an investment came in after the form opened', async () => {
    const puts = projectServer(projectFixture({ _id: 'p1', termsLocked: false, ...TERMS }), () =>
      HttpResponse.json(
        { message: "Investors hold capital in this project, so its investors' profit share, contract type and term cannot change.", code: 'TERMS_LOCKED' },
        { status: 409 },
      ),
    );
    await renderProjectForm('/admin/project/create?edit=p1', { lng: 'bn', heading: 'প্রকল্প সম্পাদনা' });
    await screen.findByRole('textbox', { name: /^শিরোনাম/ });
    await user().click(screen.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(await screen.findByText('এই প্রকল্পে বিনিয়োগকারীদের মূলধন রয়েছে, তাই বিনিয়োগকারীদের মুনাফার অংশ, চুক্তির ধরন ও মেয়াদ বদলানো যাবে না।')).toBeInTheDocument();
  });

  test('in Bengali: a locked project shows the reason under each term field', async () => {
    projectServer(projectFixture({ _id: 'p1', investorCount: 1, termsLocked: true, ...TERMS }));
    await renderProjectForm('/admin/project/create?edit=p1', { lng: 'bn', heading: 'প্রকল্প সম্পাদনা' });
    await screen.findByRole('textbox', { name: /^শিরোনাম/ });
    for (const input of termFields('bn')) {
      expect(input).toBeDisabled();
      expect(input).toHaveAccessibleDescription(LOCKED.bn);
    }
  });
});
