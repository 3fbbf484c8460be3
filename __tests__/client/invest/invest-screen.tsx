import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ProjectDto, UserDto } from '../../../src/shared/api-types';
import { projectFixture, server } from '../api-server';
import { userFixture } from '../profile/profile-helpers';
import { projectPageShown } from '../fixtures/project-page';
import { renderRoute } from '../test-utils';
import { PROJECT_ID } from './invest-fixtures';

export const ME_URL = 'http://localhost/api/auth/user';
export const TOKEN = 'invest-test-token-0123456789';

/** A project that takes investments: it has a funding target (58 % reached, as the fixture's typed figure). */
export const investProject = (overrides: Partial<ProjectDto> = {}) => projectFixture({ _id: PROJECT_ID, fundingTarget: 6_000_000, ...overrides });

interface Options {
  project?: ProjectDto;
  user?: UserDto;
  lng?: 'en' | 'bn';
  signedIn?: boolean;
}

/** The project page, signed in by default with a wallet of ৳1,00,000; counts project and profile reads. */
export async function renderProjectPage({ project = investProject(), user = userFixture({ availableBalance: 100000 }), lng = 'en', signedIn = true }: Options = {}) {
  if (signedIn) localStorage.setItem('token', TOKEN);
  const reads = { project: 0, me: 0 };
  server.use(
    http.get(`http://localhost/api/project/${project._id}`, () => {
      reads.project += 1;
      return HttpResponse.json({ project });
    }),
    http.get(ME_URL, () => {
      reads.me += 1;
      return HttpResponse.json({ user });
    }),
  );
  const view = await renderRoute(`/investments/details/${project._id}`, { lng });
  await projectPageShown(project.title);
  return { ...view, reads };
}

export const dialog = () => screen.getByRole('dialog');
export const inDialog = () => within(dialog());

/** Opens the invest dialog and waits for its amount step. */
export async function openInvest(name = 'Invest', fieldName: string | RegExp = /^Amount to invest/) {
  await userEvent.click(screen.getByRole('button', { name }));
  await screen.findByRole('dialog');
  return inDialog().findByRole('textbox', { name: fieldName });
}
