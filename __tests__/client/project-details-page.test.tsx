import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { projectFixture, server, setupApiServer } from './api-server';
import { projectPageShown } from './fixtures/project-page';
import { renderRoute } from './test-utils';

setupApiServer();

const detailsOf = (project: ReturnType<typeof projectFixture>) => http.get(`http://localhost/api/project/${project._id}`, () => HttpResponse.json({ project }));

describe('/investments/details/:id', () => {
  test('shows a loading text, then the project with gallery, price, ROI and raised amount', async () => {
    server.use(detailsOf(projectFixture({ _id: 'abc', roi: 0 })));
    await renderRoute('/investments/details/abc');
    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');

    await projectPageShown('Bashundhara Green Residency');
    // The per-unit price, labelled as such and in the app's one money format (GLOSSARY-BN.md fixes table).
    expect(screen.getByText('Price per unit').nextElementSibling).toHaveTextContent(/^৳5,00,000$/);
    expect(screen.getByText('10%')).toBeInTheDocument(); // ROI 0 shows the default 10
    expect(screen.getByText('Raised amount').nextElementSibling).toHaveTextContent(/^৳34,80,000$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Project Details' })).toBeInTheDocument();

    const main = screen.getByRole('img', { name: 'Bashundhara Green Residency, image 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(main).toHaveAttribute('src', 'http://localhost/uploads/demo/project-2.jpg');
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('falls back for a missing location, description and images', async () => {
    server.use(detailsOf(projectFixture({ _id: 'bare', location: null, description: '', galleryImages: [], defaultImage: '' })));
    await renderRoute('/investments/details/bare');
    await projectPageShown('Bashundhara Green Residency');
    expect(screen.getByText('Location not provided')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getByText('No images available')).toBeInTheDocument();
  });

  test("says 'Investment not found' for an unknown id", async () => {
    server.use(http.get('http://localhost/api/project/gone', () => HttpResponse.json({ message: 'Project not found.' }, { status: 404 })));
    await renderRoute('/investments/details/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment not found' })).toBeInTheDocument();
  });

  test('a completed project says "Completed" and why it offers no Invest button (en and bn)', async () => {
    server.use(detailsOf(projectFixture({ _id: 'done', status: 'completed', completedAt: '2026-05-01T00:00:00.000Z' })));
    await renderRoute('/investments/details/done');
    await projectPageShown('Bashundhara Green Residency');
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      "This project is completed: each investor's remaining capital has been returned to their wallet, and it takes no more investments.",
    );
    expect(screen.queryByRole('button', { name: 'Invest' })).not.toBeInTheDocument();
  });

  test('in Bengali too', async () => {
    server.use(detailsOf(projectFixture({ _id: 'done', status: 'completed', completedAt: '2026-05-01T00:00:00.000Z' })));
    await renderRoute('/investments/details/done', { lng: 'bn' });
    await projectPageShown('Bashundhara Green Residency');
    expect(screen.getByText('সম্পন্ন')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('এই প্রকল্পটি সম্পন্ন হয়েছে');
    expect(screen.queryByRole('button', { name: 'বিনিয়োগ করুন' })).not.toBeInTheDocument();
    // The gallery counts its pictures in Bengali digits.
    expect(screen.getByRole('img', { name: 'Bashundhara Green Residency, ছবি ১' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '২ নম্বর ছবি দেখুন' })).toBeInTheDocument();
  });

  test('an open project offers Invest', async () => {
    server.use(detailsOf(projectFixture({ _id: 'open', fundingTarget: 6_000_000 })));
    await renderRoute('/investments/details/open');
    expect(await screen.findByRole('button', { name: 'Invest' })).toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
  });

  test('a showcase (no funding target) offers no Invest but says why, and keeps the typed percentage', async () => {
    server.use(detailsOf(projectFixture({ _id: 'showcase', fundingTarget: null, targetAchieved: 100, raisedAmount: 3_480_000, openingCapital: 3_480_000 })));
    await renderRoute('/investments/details/showcase');
    expect(await screen.findByRole('note')).toHaveTextContent('This project is shown for information only: it has no funding target, so it does not take investments.');
    expect(screen.queryByRole('button', { name: 'Invest' })).not.toBeInTheDocument();
    expect(screen.getByText('100% target achieved')).toBeInTheDocument();
    expect(screen.getByText('Raised before listing')).toBeInTheDocument();
  });
});
