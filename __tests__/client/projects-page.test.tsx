import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { projectFixture, projectList, server, setupApiServer } from './api-server';
import { renderRoute } from './test-utils';

setupApiServer();

describe('/investment/all', () => {
  test('shows a spinner, then the cards newest first without duplicates', async () => {
    server.use(
      projectList([
        projectFixture({ _id: 'old', title: 'Old Warehouse', createdAt: '2026-01-01T00:00:00.000Z' }),
        projectFixture({ _id: 'new', title: 'New Plaza', createdAt: '2026-05-01T00:00:00.000Z', targetAchieved: 80 }),
        projectFixture({ _id: 'old', title: 'Old Warehouse', createdAt: '2026-01-01T00:00:00.000Z' }),
      ]),
    );
    await renderRoute('/investment/all');
    expect(await screen.findByRole('progressbar', { name: 'Loading investments' })).toBeInTheDocument();

    const headings = await screen.findAllByRole('heading', { level: 2, name: /Plaza|Warehouse/ });
    expect(headings.map((h) => h.textContent)).toEqual(['New Plaza', 'Old Warehouse']);
    const firstCard = screen.getByRole('link', { name: /New Plaza/ });
    expect(firstCard).toHaveAttribute('href', '/investments/details/new');
    expect(within(firstCard).getByText('৳5,00,000 / unit')).toBeInTheDocument();
    expect(within(firstCard).getByText('80% target achieved')).toBeInTheDocument();
    expect(within(firstCard).getByText('Bashundhara R/A, Dhaka')).toBeInTheDocument();
  });

  test.each([
    ['en', 'Completed'],
    ['bn', 'সম্পন্ন'],
  ] as const)("a completed project's card says so (%s)", async (lng, text) => {
    server.use(
      projectList([
        projectFixture({ _id: 'done', title: 'Done Farm', status: 'completed', completedAt: '2026-05-01T00:00:00.000Z' }),
        projectFixture({ _id: 'open', title: 'Open Farm' }),
      ]),
    );
    await renderRoute('/investment/all', { lng });
    const done = await screen.findByRole('link', { name: /Done Farm/ });
    expect(within(done).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Open Farm/ })).queryByText(text)).not.toBeInTheDocument();
  });

  test('shows the empty message', async () => {
    server.use(projectList([]));
    await renderRoute('/investment/all');
    expect(await screen.findByText('No investments found')).toBeInTheDocument();
  });

  test('shows the error line with the server message after the retries', async () => {
    let calls = 0;
    server.use(
      http.get('http://localhost/api/project/list', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Database unavailable' }, { status: 503 });
      }),
    );
    await renderRoute('/investment/all');
    expect(await screen.findByText('Error loading data: Database unavailable', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(calls).toBe(3); // the first call and the spec's 2 retries
  }, 15000);

  test('speaks Bengali with Bengali digits', async () => {
    server.use(projectList([projectFixture({ targetAchieved: 58 })]));
    await renderRoute('/investment/all', { lng: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'বিনিয়োগ প্রকল্পসমূহ' })).toBeInTheDocument();
    expect(await screen.findByText('৫,০০,০০০ টাকা / ইউনিট')).toBeInTheDocument();
    expect(screen.getByText('লক্ষ্যের ৫৮% অর্জিত')).toBeInTheDocument();
  });

  test('a card image that is not an http URL falls back to the placeholder', async () => {
    server.use(projectList([projectFixture({ defaultImage: 'uploads/x.jpg' })]));
    const { container } = await renderRoute('/investment/all');
    await screen.findByRole('heading', { level: 2, name: 'Bashundhara Green Residency' });
    expect(container.querySelector('main img')).toHaveAttribute('src', '/images/project-placeholder.svg');
  });

  test("a relative path to this server's own upload (how the API answers since issue 14) is a real image", async () => {
    server.use(projectList([projectFixture({ defaultImage: '/uploads/images/0123456789abcdef01234567.jpg' })]));
    const { container } = await renderRoute('/investment/all');
    await screen.findByRole('heading', { level: 2, name: 'Bashundhara Green Residency' });
    const image = container.querySelector('main img');
    expect(image).toHaveAttribute('src', '/uploads/images/0123456789abcdef01234567.jpg');
    expect(image?.getAttribute('srcset')).toContain('http://localhost/images/480/images/0123456789abcdef01234567.jpg 480w');
  });
});
