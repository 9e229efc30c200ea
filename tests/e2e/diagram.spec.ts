import { expect, test } from './fixtures.ts';
import { structureDiagrams } from '../../src/content/diagrams.ts';

const pages = [
  ['/services/iso-27001', 'iso-27001'],
  ['/services/iso-27701', 'iso-27701'],
  ['/services/iso-42001', 'iso-42001'],
] as const;

for (const [urlPath, key] of pages) {
  test(`${urlPath}: clause cards in Plan/Do/Check/Act, at most one open`, async ({ page }) => {
    const diagram = structureDiagrams[key];
    await page.goto(urlPath);
    const section = page.locator(`section#${diagram.anchor}`);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Plan', 'Do', 'Check', 'Act']);
    await expect(section.getByText(/Cycle:\s*Plan\s*to\s*Do\s*to\s*Check\s*to\s*Act/)).toHaveCount(1);
    const cards = section.getByRole('button');
    await expect(cards).toHaveCount(diagram.clauses.length);
    for (const button of await cards.all()) await expect(button).toHaveAttribute('aria-expanded', 'false');

    const first = diagram.clauses[0];
    const operation = diagram.clauses.find((clause) => clause.id === 8);
    if (!first || !operation) throw new Error('diagram needs clauses 4 and 8');
    const firstButton = section.getByRole('button', { name: new RegExp(`Clause ${first.id}\\b`) });
    const operationButton = section.getByRole('button', { name: /Clause 8\b/ });

    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    for (const subsection of first.subsections)
      await expect(section.getByText(subsection, { exact: true })).toBeVisible();

    await operationButton.click();
    await expect(operationButton).toHaveAttribute('aria-expanded', 'true');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await expect(section.getByText(first.subsections[0] ?? '', { exact: true })).toBeHidden();
    for (const subsection of operation.subsections)
      await expect(section.getByText(subsection, { exact: true })).toBeVisible();

    await operationButton.click();
    await expect(operationButton).toHaveAttribute('aria-expanded', 'false');
    await expect(section.locator('[aria-expanded="true"]')).toHaveCount(0);
  });
}

test('clause cards work by keyboard', async ({ page }) => {
  await page.goto('/services/iso-42001');
  const button = page.locator('section#iso42001-structure').getByRole('button', { name: /Clause 9\b/ });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Internal audit', { exact: false }).first()).toBeVisible();
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
