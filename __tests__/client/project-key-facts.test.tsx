import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { projectFixture, server, setupApiServer } from './api-server';
import { projectPageShown } from './fixtures/project-page';
import { renderRoute } from './test-utils';

setupApiServer();

const rich = projectFixture({
  _id: 'rich',
  titleBn: 'বসুন্ধরা গ্রিন রেসিডেন্সি',
  locationBn: 'বসুন্ধরা আ/এ, ঢাকা',
  descriptionBn: 'নয়তলা আবাসিক ভবন।',
  contractType: 'musharaka',
  termMonths: 36,
  maturityDate: '2029-06-30',
  payoutFrequency: 'quarterly',
  roi: 14.5,
  expectedProfitRate: 14.5,
  minimumInvestment: 50000,
});
const documents = [
  {
    _id: 'd1',
    projectId: 'rich',
    kind: 'shariah_approval',
    title: 'Shariah approval',
    titleBn: 'শরিয়াহ অনুমোদন পত্র',
    sizeBytes: 348_160,
    url: '/api/project/rich/documents/d1/file',
    createdAt: '2026-03-01T00:00:00.000Z',
  },
];

function serve(project = rich) {
  server.use(
    http.get(`http://localhost/api/project/${project._id}`, () => HttpResponse.json({ project })),
    http.get(`http://localhost/api/project/${project._id}/documents`, () => HttpResponse.json({ documents })),
  );
}

const factValue = (label: string) => within(screen.getByRole('region', { name: /Key facts|মূল তথ্য/ })).getByText(label).nextElementSibling;

describe('project details: Bengali content, key facts and documents (issue 18)', () => {
  test('in Bengali: the Bengali title, location and description; facts with Bengali digits and টাকা; the documents', async () => {
    serve();
    await renderRoute('/investments/details/rich', { lng: 'bn' });
    await projectPageShown('বসুন্ধরা গ্রিন রেসিডেন্সি');
    expect(screen.getByText('বসুন্ধরা আ/এ, ঢাকা')).toBeInTheDocument();
    expect(screen.getByText('নয়তলা আবাসিক ভবন।')).toBeInTheDocument();

    expect(factValue('চুক্তি')).toHaveTextContent('মুশারাকা (অংশীদারি)');
    expect(factValue('মেয়াদ')).toHaveTextContent('৩৬ মাস');
    expect(factValue('মেয়াদ শেষের তারিখ')).toHaveTextContent(/৩০.*২০২৯/);
    expect(factValue('মুনাফা দেওয়া হয়')).toHaveTextContent('প্রতি ৩ মাসে');
    // The expected return shows once, among the figures above, not again in the key facts.
    expect(screen.getAllByText('প্রত্যাশিত মুনাফা (বার্ষিক)')).toHaveLength(1);
    expect(factValue('সর্বনিম্ন বিনিয়োগ')).toHaveTextContent(/^৫০,০০০ টাকা$/);
    expect(screen.getByRole('link', { name: 'আমাদের শরিয়াহ তত্ত্বাবধান কীভাবে হয়' })).toHaveAttribute('href', '/shariah-governance');

    const link = await screen.findByRole('link', { name: 'শরিয়াহ অনুমোদন পত্র' });
    expect(link).toHaveAttribute('href', '/api/project/rich/documents/d1/file');
    expect(screen.getByRole('heading', { level: 2, name: 'নথিপত্র' })).toBeInTheDocument();
    expect(screen.getByText(/শরিয়াহ অনুমোদন · পিডিএফ · ৩৪০ কেবি/)).toBeInTheDocument();
  });

  test('in English: the English texts, facts in Latin digits and ৳', async () => {
    serve();
    await renderRoute('/investments/details/rich');
    await projectPageShown('Bashundhara Green Residency');
    expect(factValue('Term')).toHaveTextContent('36 months');
    // The expected return shows once, among the figures above, not again in the key facts.
    expect(screen.getAllByText('Expected profit (yearly)')).toHaveLength(1);
    expect(factValue('Minimum investment')).toHaveTextContent(/^৳50,000$/);
  });

  test('in Bengali without Bengali texts: the English ones; no facts listed but the governance link stays', async () => {
    serve(projectFixture({ _id: 'plain' }));
    await renderRoute('/investments/details/plain', { lng: 'bn' });
    await projectPageShown('Bashundhara Green Residency');
    const facts = screen.getByRole('region', { name: 'মূল তথ্য' });
    expect(within(facts).queryByRole('term')).not.toBeInTheDocument();
    expect(within(facts).getByRole('link')).toHaveAttribute('href', '/shariah-governance');
  });
});
