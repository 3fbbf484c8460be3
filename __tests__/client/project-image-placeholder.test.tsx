import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PROJECT_PLACEHOLDER } from '../../src/shared/project-image';
import { faqData } from './home/home-test-helpers';
import { projectFixture, projectList, server, setupApiServer } from './api-server';
import { renderRoute } from './test-utils';

setupApiServer();

/**
 * Issue 20: project images are optional. The spec (section 3): a defaultImage that is missing or
 * does not start with http shows a placeholder; the details gallery falls back to the single image,
 * and says 'No images available' when there is none (section 2).
 */
const imageless = projectFixture({ _id: 'bare', title: 'Imageless Plaza', defaultImage: '', image: '', galleryImages: [] });
const notHttp = projectFixture({ _id: 'odd', title: 'Odd Image Plaza', defaultImage: 'ftp://example.com/a.jpg', image: 'ftp://example.com/a.jpg', galleryImages: [] });

const cardImage = (title: string) => within(screen.getByRole('link', { name: new RegExp(title) })).getByRole('presentation');

describe('a project without an image', () => {
  test('its card in the list shows the placeholder', async () => {
    server.use(projectList([imageless, notHttp]));
    await renderRoute('/investment/all');
    await screen.findByRole('heading', { level: 2, name: 'Imageless Plaza' });
    expect(cardImage('Imageless Plaza')).toHaveAttribute('src', PROJECT_PLACEHOLDER);
    expect(cardImage('Odd Image Plaza')).toHaveAttribute('src', PROJECT_PLACEHOLDER);
  });

  test("its card in the home page's carousel shows the placeholder", async () => {
    server.use(projectList([imageless]), faqData('en'));
    await renderRoute('/');
    const region = await screen.findByRole('region', { name: 'Ongoing investments' });
    await within(region).findByRole('heading', { level: 3, name: 'Imageless Plaza' });
    expect(within(within(region).getByRole('link', { name: /Imageless Plaza/ })).getByRole('presentation')).toHaveAttribute('src', PROJECT_PLACEHOLDER);
  });

  test("its details page says 'No images available'", async () => {
    server.use(http.get('http://localhost/api/project/bare', () => HttpResponse.json({ project: imageless })));
    await renderRoute('/investments/details/bare');
    expect(await screen.findByText('No images available')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Imageless Plaza, image/ })).not.toBeInTheDocument();
  });

  test('its details page shows the placeholder for a non-http image', async () => {
    server.use(http.get('http://localhost/api/project/odd', () => HttpResponse.json({ project: notHttp })));
    await renderRoute('/investments/details/odd');
    expect(await screen.findByRole('img', { name: 'Odd Image Plaza, image 1' })).toHaveAttribute('src', PROJECT_PLACEHOLDER);
  });
});
