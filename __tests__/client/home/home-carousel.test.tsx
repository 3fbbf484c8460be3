import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { faqData, homeHandlers, projects, resetScreen, setScreen } from './home-test-helpers';

setupApiServer();
afterEach(resetScreen);

async function carousel() {
  return screen.findByRole('region', { name: 'Ongoing investments' });
}

/** The titles of the projects the carousel shows, in order. */
function shown(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

describe('home: ongoing investments carousel', () => {
  test('shows a spinner while loading, then the projects and a link to all of them', async () => {
    homeHandlers({ list: projects(1) });
    await renderRoute('/');
    expect(await screen.findByRole('progressbar', { name: 'Loading investments' })).toBeInTheDocument();
    expect(shown(await carousel())).toEqual(['Project 1']);
    expect(screen.getByRole('link', { name: 'View all projects' })).toHaveAttribute('href', '/investment/all');
  });

  test('a card links to the details and its image is lazy with a fixed size', async () => {
    homeHandlers({ list: projects(1) });
    await renderRoute('/');
    const region = await carousel();
    const card = within(region).getByRole('link', { name: /Project 1/ });
    expect(card).toHaveAttribute('href', '/investments/details/p1');
    expect(within(card).getByText('৳5,00,000 / unit')).toBeInTheDocument();
    expect(within(card).getByText('58% target achieved')).toBeInTheDocument();
    const img = region.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
  });

  test('shows the error line with the server message', async () => {
    server.use(
      http.get('http://localhost/api/project/list', () => HttpResponse.json({ message: 'Not here' }, { status: 404 })),
      faqData('en'),
    );
    await renderRoute('/');
    expect(await screen.findByText('Error loading data: Not here')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ongoing investments' })).not.toBeInTheDocument();
  });

  test('shows the empty message', async () => {
    homeHandlers({ list: [] });
    await renderRoute('/');
    expect(await screen.findByText('No ongoing investments right now')).toBeInTheDocument();
  });

  test('one project: prev and next are disabled and there are no dots', async () => {
    setScreen(true);
    homeHandlers({ list: projects(1) });
    await renderRoute('/');
    const region = await carousel();
    expect(within(region).getByRole('button', { name: 'Previous project' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Next project' })).toBeDisabled();
    expect(within(region).queryByRole('button', { name: /Go to project/ })).not.toBeInTheDocument();
  });

  test('wide screen with 2 projects shows both', async () => {
    setScreen(true);
    homeHandlers({ list: projects(2) });
    await renderRoute('/');
    expect(shown(await carousel())).toEqual(['Project 1', 'Project 2']);
  });

  test('wide screen with 5 projects shows 3 and wraps around both ways', async () => {
    setScreen(true);
    homeHandlers({ list: projects(5) });
    await renderRoute('/');
    const region = await carousel();
    expect(shown(region)).toEqual(['Project 1', 'Project 2', 'Project 3']);
    const next = within(region).getByRole('button', { name: 'Next project' });
    const prev = within(region).getByRole('button', { name: 'Previous project' });
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(shown(region)).toEqual(['Project 2', 'Project 3', 'Project 4']);
    await userEvent.click(next);
    await userEvent.click(next);
    expect(shown(region)).toEqual(['Project 4', 'Project 5', 'Project 1']);
    await userEvent.click(next);
    await userEvent.click(next);
    expect(shown(region)).toEqual(['Project 1', 'Project 2', 'Project 3']);
    await userEvent.click(prev);
    expect(shown(region)).toEqual(['Project 5', 'Project 1', 'Project 2']);
  });

  test('small screen shows one project at a time', async () => {
    setScreen(false);
    homeHandlers({ list: projects(5) });
    await renderRoute('/');
    const region = await carousel();
    expect(shown(region)).toEqual(['Project 1']);
    await userEvent.click(within(region).getByRole('button', { name: 'Previous project' }));
    expect(shown(region)).toEqual(['Project 5']);
  });

  test('the dots jump to a project and mark the current one', async () => {
    setScreen(true);
    homeHandlers({ list: projects(5) });
    await renderRoute('/');
    const region = await carousel();
    const dots = within(region).getAllByRole('button', { name: /^Go to project \d$/ });
    expect(dots).toHaveLength(5);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(region).getByRole('button', { name: 'Go to project 4' }));
    expect(shown(region)).toEqual(['Project 4', 'Project 5', 'Project 1']);
    expect(within(region).getByRole('button', { name: 'Go to project 4' })).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  test('ArrowRight and ArrowLeft move the carousel from the keyboard', async () => {
    setScreen(true);
    homeHandlers({ list: projects(5) });
    await renderRoute('/');
    const region = await carousel();
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(shown(region)).toEqual(['Project 2', 'Project 3', 'Project 4']);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown(region)).toEqual(['Project 5', 'Project 1', 'Project 2']);
  });

  test('speaks Bengali, with Bengali digits in the dot labels', async () => {
    homeHandlers({ list: projects(2), lng: 'bn' });
    await renderRoute('/', { lng: 'bn' });
    const region = await screen.findByRole('region', { name: 'চলমান বিনিয়োগ' });
    expect(within(region).getByRole('button', { name: '২ নম্বর প্রকল্পে যান' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব প্রকল্প দেখুন' })).toHaveAttribute('href', '/investment/all');
  });
});
