import { expect, test, type Page } from './fixtures.ts';
import { services } from '../../src/content/services.ts';
import type { Service } from '../../src/content/types.ts';
import { formForService, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { tabUntilFocused } from './support.ts';

const catalogue = loadCatalogue();
/** Where a service leads: the questionnaire whose form.json names it. */
const questionnaireOf = (service: Service) => formForService(catalogue, service.slug)?.form.route ?? '/contact';

/** The home page's service grid shows `columns` columns at `width` px: a grid laid out by the stylesheet alone. */
async function expectHomeGrid(page: Page, width: number, columns: number): Promise<void> {
  await test.step(`home grid has ${columns} column(s) at ${width} px`, async () => {
    await page.setViewportSize({ width, height: 900 });
    const cards = page.getByTestId('service-grid').locator(':scope > *');
    await expect(cards).toHaveCount(services.length);
    const lefts = await cards.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(columns);
  });
}

test.describe('header at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('is fixed, 64 px high, and highlights the current section', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    const box = await header.boundingBox();
    expect(box?.height).toBe(64);
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Services' })).not.toHaveAttribute('data-active');
    await page.goto('/services/gdpr');
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  // One visit to home holds its checks at desktop width, in this order: the keyboard walk starts from
  // the top of the fresh page; the two that follow a link leave home last, with Back in between.
  test('home: Services dropdown by keyboard and mouse, the grid at 1280 and 800 px, Explore Services, Learn More', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    const menu = page.locator('#services-menu');

    await test.step('Services dropdown works fully by keyboard', async () => {
      await tabUntilFocused(page, trigger, 10);
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'All services' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: services[0]?.navLabel ?? '' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Space');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Space');
      await expect(menu).toBeHidden();
    });

    await expectHomeGrid(page, 1280, 3);
    await expectHomeGrid(page, 800, 2);

    await test.step('home: Explore Services scrolls to the services section; cards have four bullets and Learn More', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // From the top, as a visitor who has just arrived.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const cards = page.getByTestId('service-grid').locator(':scope > *');
      for (const [index, service] of services.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { name: service.name })).toBeVisible();
        await expect(card.getByRole('listitem')).toHaveCount(service.card.bullets.length);
        await expect(card.getByRole('link', { name: /Learn More/ })).toHaveAttribute(
          'href',
          `/services/${service.slug}`,
        );
      }
      await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact');
      await page.getByRole('button', { name: 'Explore Services' }).click();
      await expect
        .poll(async () =>
          page.locator('#services').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
        )
        .toBeLessThanOrEqual(80);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    });

    await test.step('service pages open at the top even when reached from a scrolled page', async () => {
      await page.getByTestId('service-grid').getByRole('link', { name: 'Learn More about ISO 9001' }).click();
      await expect(page).toHaveURL('/services/iso-9001');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL('/');
      // The address changes before the router draws home; the header reads the page it is on from
      // that same drawing, so the next step clicks once home is there, as a visitor would.
      await expect(page.locator('#hero-title')).toBeVisible();
    });

    await test.step('Services dropdown lists the nine service pages and closes on outside click and on choosing a link', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await trigger.click();
      for (const service of services) {
        await expect(menu.getByRole('link', { name: service.navLabel, exact: true })).toHaveAttribute(
          'href',
          `/services/${service.slug}`,
        );
      }
      await page.locator('#hero-title').click();
      await expect(menu).toBeHidden();
      await trigger.click();
      await menu.getByRole('link', { name: 'ISO 42001' }).click();
      await expect(page).toHaveURL('/services/iso-42001');
      await expect(menu).toBeHidden();
    });
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('home: the grid has one column; the menu button toggles a list with Services as a heading over its links', async ({
    page,
  }) => {
    await page.goto('/');
    await expectHomeGrid(page, 375, 1);
    await test.step('the menu button toggles a list with Services as a heading over its links', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.getByText('Compliance Consulting', { exact: true })).toBeHidden();
      await expect(page.locator('header').getByText('Northbridge Compliance')).toBeVisible();
      const button = page.getByRole('button', { name: 'Open menu' });
      await button.click();
      const mobile = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobile).toBeVisible();
      for (const label of ['Home', 'About', 'Blog', 'Contact']) {
        await expect(mobile.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(mobile.getByText('Services', { exact: true })).toBeVisible();
      const nested = mobile.getByRole('list', { name: 'Services' });
      await expect(nested.getByRole('link')).toHaveCount(services.length + 1);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(mobile).toBeHidden();
      await button.click();
      await nested.getByRole('link', { name: 'SOC 2' }).click();
      await expect(page).toHaveURL('/services/soc-2');
      await expect(mobile).toBeHidden();
    });
  });
});

test('/services: a hash scrolls to its section after load; each section leads to its questionnaire', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/services#healthcare-it-compliance');
  await expect
    .poll(async () =>
      page.locator('#healthcare-it-compliance').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
    )
    .toBeLessThan(120);
  for (const service of services) {
    const section = page.locator(`section#${service.slug}`);
    const { keyDeliverables, clientBenefits, painPoints } = service.detail;
    await expect(section.getByRole('listitem')).toHaveCount(
      keyDeliverables.length + clientBenefits.length + painPoints.length,
    );
    await expect(section.getByRole('link', { name: `Start the ${service.navLabel} questionnaire` })).toHaveAttribute(
      'href',
      questionnaireOf(service),
    );
  }
});
