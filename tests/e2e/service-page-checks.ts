/**
 * What a service page shows and does beyond every page's checks: run by its page test in
 * pages.spec.ts, on the same visit, once the window is back at desktop width.
 */
import { expect, test, type Page } from './fixtures.ts';
import { structureDiagrams } from '../../src/content/diagrams.ts';
import type { Service, StructureDiagram } from '../../src/content/types.ts';
import { sitePath } from '../../src/routing/site-paths.ts';
import { formForService, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';

const catalogue = loadCatalogue();
/** Where a service leads: the questionnaire whose form.json names it. */
const questionnaireOf = (service: Service) => formForService(catalogue, service.slug)?.form.route ?? '/contact';

const diagramOf = (slug: string): StructureDiagram | undefined =>
  Object.entries(structureDiagrams).find(([key]) => key === slug)?.[1];

async function expectClauseCards(page: Page, diagram: StructureDiagram): Promise<void> {
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
}

export const SERVICE_PAGE_CHECKS = 'Get Started, its own illustration loaded, its structure diagram and links';

/** Every check of one service page, in this order; one that moves the page (a link to a section) comes last. */
export async function expectServicePage(page: Page, service: Service): Promise<void> {
  const urlPath = sitePath('service', service.slug);
  await test.step(`${urlPath}: Get Started leads to the questionnaire`, async () => {
    await expect(page.getByRole('link', { name: 'Get Started', exact: true }).first()).toHaveAttribute(
      'href',
      questionnaireOf(service),
    );
  });

  await test.step(`${urlPath}: opens with its illustration, decorative and loaded`, async () => {
    const illustration = page.locator('main [data-testid="hero-illustration"]');
    await expect(illustration).toBeVisible();
    // Loaded, not a broken image: a visitor sees the picture, a screen reader skips it.
    await expect.poll(() => illustration.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(illustration).toHaveAttribute('alt', '');
    await expect(illustration).toHaveAttribute('aria-hidden', 'true');
  });

  const diagram = diagramOf(service.slug);
  if (diagram) {
    await test.step(`${urlPath}: clause cards in Plan/Do/Check/Act, at most one open`, () =>
      expectClauseCards(page, diagram));
  }

  if (service.slug === 'iso-42001') {
    await test.step('clause cards work by keyboard', async () => {
      const button = page.locator('section#iso42001-structure').getByRole('button', { name: /Clause 9\b/ });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('Internal audit', { exact: false }).first()).toBeVisible();
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }

  if (service.slug === 'iso-27001') {
    await test.step('ISO 27001 links its guide and structure', async () => {
      await expect(page.getByRole('link', { name: 'Read Our Guide' })).toHaveAttribute(
        'href',
        '/blog/iso-27001-2022-guide',
      );
      await page.getByRole('link', { name: 'Learn More about the ISO 27001 structure' }).click();
      await expect(page).toHaveURL(/#iso27001-structure$/);
    });
  }
}
