import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isFullyFunded, targetAchievedPercent } from '../../src/shared/funding';
import { axeViolations } from './axe';
import { projectFixture, projectList, server, setupApiServer } from './api-server';
import { renderRoute } from './test-utils';

setupApiServer();

const detailsOf = (project: ReturnType<typeof projectFixture>) => http.get(`http://localhost/api/project/${project._id}`, () => HttpResponse.json({ project }));

/** The value under a label of the funding figures (a description list). */
function figure(label: string): string {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  if (!term) throw new Error(`No label "${label}"`);
  return term.nextElementSibling?.textContent ?? '';
}

describe('targetAchievedPercent and isFullyFunded (issue 15)', () => {
  test('with a target: raised ÷ target, rounded down to one decimal, at most 100', () => {
    expect(targetAchievedPercent({ targetAchieved: 5, raisedAmount: 3480000, fundingTarget: 5000000 })).toBe(69.6);
    expect(targetAchievedPercent({ targetAchieved: 5, raisedAmount: 4999999, fundingTarget: 5000000 })).toBe(99.9);
    expect(targetAchievedPercent({ targetAchieved: 5, raisedAmount: 6000000, fundingTarget: 5000000 })).toBe(100);
    expect(isFullyFunded({ targetAchieved: 5, raisedAmount: 4999999, fundingTarget: 5000000 })).toBe(false);
    expect(isFullyFunded({ targetAchieved: 5, raisedAmount: 5000000, fundingTarget: 5000000 })).toBe(true);
  });

  test("without a target: the admin's typed percentage, and never fully funded", () => {
    expect(targetAchievedPercent({ targetAchieved: 58, raisedAmount: 3480000, fundingTarget: null })).toBe(58);
    expect(isFullyFunded({ targetAchieved: 100, raisedAmount: 3480000, fundingTarget: null })).toBe(false);
  });
});

describe('project page: funding figures (issue 15)', () => {
  test('with a target: raised, target and what it still takes, investors, the share, and the derived progress', async () => {
    server.use(detailsOf(projectFixture({ _id: 'p1', targetAchieved: 5, raisedAmount: 3480000, fundingTarget: 5000000, investorCount: 12, investorSharePercent: 70 })));
    await renderRoute('/investments/details/p1');
    await screen.findByRole('heading', { level: 1, name: 'Bashundhara Green Residency' });
    expect(figure('Raised amount')).toBe('৳34,80,000');
    expect(figure('Funding target')).toBe('৳50,00,000');
    expect(screen.getByText('৳15,20,000 still open')).toBeInTheDocument();
    expect(figure('Investors')).toBe('12');
    expect(figure("Investors' profit share")).toBe('70%');
    expect(screen.getByText('Of the profit; the company keeps 30%. Losses are shared by capital.')).toBeInTheDocument();
    expect(screen.getByText('69.6% target achieved')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Funding target progress' })).toHaveAttribute('aria-valuenow', '69.6');
    expect(screen.queryByText('Fully funded')).not.toBeInTheDocument();
  });

  test("without a target: no target figure, and the admin's typed percentage", async () => {
    server.use(detailsOf(projectFixture({ _id: 'p2', targetAchieved: 58, fundingTarget: null, investorCount: 0 })));
    await renderRoute('/investments/details/p2');
    await screen.findByRole('heading', { level: 1, name: 'Bashundhara Green Residency' });
    expect(screen.queryByText('Funding target')).not.toBeInTheDocument();
    expect(figure('Investors')).toBe('0');
    expect(screen.getByText('58% target achieved')).toBeInTheDocument();
  });

  test('target reached: Fully funded, and says no more investments are taken', async () => {
    server.use(detailsOf(projectFixture({ _id: 'p3', raisedAmount: 5000000, fundingTarget: 5000000, investorCount: 40 })));
    await renderRoute('/investments/details/p3');
    await screen.findByRole('heading', { level: 1, name: 'Bashundhara Green Residency' });
    expect(screen.getByText('Fully funded')).toBeInTheDocument();
    expect(screen.getByText('Target reached: no more investments are taken.')).toBeInTheDocument();
    expect(screen.getByText('100% target achieved')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  test('in Bengali: Bengali digits and words', async () => {
    server.use(detailsOf(projectFixture({ _id: 'p4', raisedAmount: 5000000, fundingTarget: 5000000, investorCount: 12, investorSharePercent: 65 })));
    await renderRoute('/investments/details/p4', { lng: 'bn' });
    await screen.findByRole('heading', { level: 1, name: 'Bashundhara Green Residency' });
    expect(figure('অর্থায়নের লক্ষ্য')).toBe('৫০,০০,০০০ টাকা');
    expect(figure('বিনিয়োগকারী')).toBe('১২');
    expect(figure('বিনিয়োগকারীদের মুনাফার অংশ')).toBe('৬৫%');
    expect(screen.getByText('অর্থায়ন সম্পূর্ণ')).toBeInTheDocument();
    expect(screen.getByText('লক্ষ্যের ১০০% অর্জিত')).toBeInTheDocument();
  });

  test('figures of one crore and more get a words line below them (GLOSSARY-BN.md)', async () => {
    const big = projectFixture({ _id: 'p5', price: '12500000', raisedAmount: 34_800_000, fundingTarget: 1_25_00_00_000 });
    server.use(detailsOf(big));
    await renderRoute('/investments/details/p5', { lng: 'bn' });
    await screen.findByRole('heading', { level: 1, name: 'Bashundhara Green Residency' });
    expect(screen.getByText('প্রতি ইউনিটের মূল্য').nextElementSibling).toHaveTextContent(/^১,২৫,০০,০০০ টাকা$/);
    expect(screen.getByText('১ কোটি ২৫ লাখ টাকা')).toBeInTheDocument();
    expect(figure('সংগৃহীত অর্থ')).toBe('৩,৪৮,০০,০০০ টাকা');
    expect(screen.getByText('৩ কোটি ৪৮ লাখ টাকা')).toBeInTheDocument();
    expect(figure('অর্থায়নের লক্ষ্য')).toBe('১,২৫,০০,০০,০০০ টাকা');
    expect(screen.getByText('১২৫ কোটি টাকা')).toBeInTheDocument();
  });

  test('no words line under figures below one crore', async () => {
    server.use(detailsOf(projectFixture({ _id: 'p6', price: '500000', raisedAmount: 9_999_999, fundingTarget: null })));
    await renderRoute('/investments/details/p6', { lng: 'bn' });
    await screen.findByRole('heading', { level: 1, name: 'Bashundhara Green Residency' });
    expect(figure('সংগৃহীত অর্থ')).toBe('৯৯,৯৯,৯৯৯ টাকা');
    expect(screen.queryByText(/কোটি|লাখ/)).not.toBeInTheDocument();
  });
});

describe('project cards: Fully funded (issue 15)', () => {
  test('a card whose target is reached says Fully funded; the others show their derived or typed progress', async () => {
    server.use(
      projectList([
        projectFixture({ _id: 'full', title: 'Full Plaza', raisedAmount: 2000000, fundingTarget: 2000000, createdAt: '2026-05-01T00:00:00.000Z' }),
        projectFixture({ _id: 'half', title: 'Half Tower', raisedAmount: 1000000, fundingTarget: 4000000, targetAchieved: 90, createdAt: '2026-04-01T00:00:00.000Z' }),
        projectFixture({ _id: 'typed', title: 'Typed Farm', fundingTarget: null, targetAchieved: 100, createdAt: '2026-03-01T00:00:00.000Z' }),
      ]),
    );
    await renderRoute('/investment/all');
    const full = await screen.findByRole('link', { name: /Full Plaza/ });
    expect(within(full).getByText('Fully funded')).toBeInTheDocument();
    expect(within(full).getByText('100% target achieved')).toBeInTheDocument();
    const half = screen.getByRole('link', { name: /Half Tower/ });
    expect(within(half).getByText('25% target achieved')).toBeInTheDocument();
    expect(within(half).queryByText('Fully funded')).not.toBeInTheDocument();
    // Without a funding target nothing is refused, so a typed 100 % is not "fully funded".
    const typed = screen.getByRole('link', { name: /Typed Farm/ });
    expect(within(typed).getByText('100% target achieved')).toBeInTheDocument();
    expect(within(typed).queryByText('Fully funded')).not.toBeInTheDocument();
  });
});
