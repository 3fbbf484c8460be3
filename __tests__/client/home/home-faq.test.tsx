import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { projectList, server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { FAQ, faqData, projects } from './home-test-helpers';

setupApiServer();

const FAQ_URL = 'http://localhost/data/faq_en.json';

async function faqSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });
  return heading.closest('section')!;
}

describe('home: FAQ', () => {
  test("shows 'Loading...' while the FAQ loads", async () => {
    server.use(
      projectList(projects(1)),
      http.get(FAQ_URL, () => delay('infinite')),
    );
    await renderRoute('/');
    expect(within(await faqSection()).getByText('Loading...')).toBeInTheDocument();
  });

  test("a non-OK answer shows 'Failed to fetch FAQ data'", async () => {
    server.use(
      projectList(projects(1)),
      http.get(FAQ_URL, () => new HttpResponse(null, { status: 500 })),
    );
    await renderRoute('/');
    expect(await screen.findByText('Failed to fetch FAQ data')).toBeInTheDocument();
  });

  test("a failed request shows 'Error: {message}'", async () => {
    server.use(
      projectList(projects(1)),
      http.get(FAQ_URL, () => HttpResponse.error()),
    );
    await renderRoute('/');
    expect(await screen.findByText(/^Error: \S.*/)).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  test('an answer that is not a list of questions counts as a failure', async () => {
    server.use(
      projectList(projects(1)),
      http.get(FAQ_URL, () => HttpResponse.json({ nope: true })),
    );
    await renderRoute('/');
    expect(await screen.findByText('Error: Unexpected FAQ format')).toBeInTheDocument();
  });

  test('loaded: all closed, one item open at a time, and the open one closes again', async () => {
    server.use(projectList(projects(1)), faqData('en'));
    await renderRoute('/');
    const section = await faqSection();
    const first = await within(section).findByRole('button', { name: FAQ.en[0]!.question });
    const second = within(section).getByRole('button', { name: FAQ.en[1]!.question });
    expect(within(section).queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(within(section).getAllByRole('button', { expanded: false })).toHaveLength(FAQ.en.length);

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByText(FAQ.en[0]!.answer)).toBeVisible();

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).getAllByRole('button', { expanded: true })).toHaveLength(1);

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  test('Bengali readers get the Bengali FAQ', async () => {
    server.use(projectList(projects(1)), faqData('bn'));
    await renderRoute('/', { lng: 'bn' });
    expect(await screen.findByRole('heading', { level: 2, name: 'সাধারণ জিজ্ঞাসা' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: FAQ.bn[0]!.question })).toBeInTheDocument();
  });

  test('changing the language fetches the FAQ again in that language', async () => {
    let bnCalls = 0;
    server.use(
      projectList(projects(1)),
      faqData('en'),
      http.get('http://localhost/data/faq_bn.json', () => {
        bnCalls += 1;
        return HttpResponse.json(FAQ.bn);
      }),
    );
    const { i18n } = await renderRoute('/');
    await screen.findByRole('button', { name: FAQ.en[0]!.question });
    await act(() => i18n.changeLanguage('bn'));
    expect(await screen.findByRole('button', { name: FAQ.bn[0]!.question })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FAQ.en[0]!.question })).not.toBeInTheDocument();
    expect(bnCalls).toBe(1);
  });
});
