// Issue 18: an admin writes a project's Bengali title and key facts and attaches a PDF; a visitor
// reading in Bengali sees the Bengali title, the facts in Bengali digits and downloads the PDF.
import { expect, test } from '@playwright/test';
import { archiveProject, projectByTitle, storedToken } from './admin-helpers';
import { openAsSignedInAdmin } from './admin-two-factor';
import { saveScreenshot } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

test('admin adds Bengali content, facts and a PDF; a Bengali visitor sees them and downloads the PDF', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const title = `E2E Content ${testInfo.project.name} ${Date.now()}`;
  const titleBn = `ই২ই খামার ${Date.now()}`;
  await openAsSignedInAdmin(page, testInfo, request, '/admin/project/create?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Project' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: false }).first().fill(title);
  await page.getByRole('textbox', { name: 'Price (BDT)' }).fill('50000');
  await page
    .getByRole('textbox', { name: 'Description' })
    .first()
    .fill('A date-palm orchard in Jessore run under musharakah: investors share the harvest profit and any loss in proportion to their units.');
  await page.getByRole('textbox', { name: 'Target Achieved (%)' }).fill('40');
  await page.getByRole('textbox', { name: 'Location' }).first().fill('Jessore');
  await page.getByRole('textbox', { name: 'Profit Ratio (%)' }).fill('12');
  await page.getByRole('textbox', { name: 'Raised Amount (BDT)' }).fill('200000');
  await page.getByRole('textbox', { name: 'Investment Options (BDT)' }).fill('50000, 100000');
  await page.getByRole('button', { name: 'Add or edit the Bengali texts' }).click();
  await page.getByRole('textbox', { name: 'Title (Bengali)' }).fill(titleBn);
  await page.getByRole('combobox', { name: 'Contract type' }).selectOption('mudaraba');
  await page.getByRole('textbox', { name: 'Term (months)' }).fill('24');
  await page.getByRole('combobox', { name: 'Profit paid' }).selectOption('quarterly');
  await page.getByRole('textbox', { name: 'Minimum investment (BDT)' }).fill('50,000');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully')).toBeVisible();

  const project = await projectByTitle(request, title);
  expect(project).toBeDefined();
  // The project is archived afterwards, pass or fail: other specs count the seeded projects.
  const adminToken = await storedToken(page);
  try {
    await page.goto(`/admin/project/create?edit=${project!._id}`);
    await expect(page.getByRole('textbox', { name: 'Title (Bengali)' })).toHaveValue(titleBn);
    await page.getByRole('textbox', { name: 'Document name', exact: true }).fill('Shariah board approval');
    await page.getByLabel('PDF file').setInputFiles({ name: 'approval.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('Document uploaded')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shariah board approval' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-project-form-documents-en');

    const visitor = await browser.newPage();
    await visitor.goto(`/investments/details/${project!._id}?lng=bn`);
    await expect(visitor.getByRole('heading', { level: 1, name: titleBn })).toBeVisible();
    const facts = visitor.getByRole('region', { name: 'মূল তথ্য' });
    await expect(facts).toContainText('২৪ মাস');
    // The one expected return (the profit ratio typed above) shows once, among the figures, not again in the key facts.
    await expect(visitor.getByText('প্রত্যাশিত মুনাফা (বার্ষিক)', { exact: true })).toHaveCount(1);
    await expect(facts).not.toContainText('প্রত্যাশিত মুনাফা');
    await expect(facts).toContainText('৫০,০০০ টাকা');
    await expect(facts.getByRole('link', { name: 'আমাদের শরিয়াহ তত্ত্বাবধান কীভাবে হয়' })).toHaveAttribute('href', '/shariah-governance');
    // The project's own contract, as Settings states it, with the company's Bengali name (issue 30).
    const contract = visitor.getByRole('region', { name: 'মুদারাবা (মুনাফা ভাগাভাগি; পরিচালনা করে কোম্পানি) চুক্তি যেভাবে চলে' });
    await expect(contract).toContainText('হালাল ইনভেস্ট লিমিটেড মুদারিব');
    await saveScreenshot(visitor, testInfo, 'project-details-bn');
    const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('link', { name: 'Shariah board approval' }).click()]);
    expect(download.suggestedFilename()).toBe('Shariah board approval.pdf');
    await visitor.goto(`/investments/details/${project!._id}?lng=en`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await saveScreenshot(visitor, testInfo, 'project-details-en');
    await visitor.close();
  } finally {
    await archiveProject(request, adminToken, project!._id);
  }
});
