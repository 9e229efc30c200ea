/**
 * The site's layout rules, checked on one page at a phone's and a wide screen's width: nothing clipped,
 * touch targets of WCAG 2.2 size, one type family on a short scale, one grid from header to footer,
 * and a questionnaire's sections as separate cards. The page tests run them on every prerendered page
 * during the same visit that checks its content.
 */
import { expect, type Page } from '@playwright/test';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';

/** Buttons and links whose text does not fit their box: the visitor sees "Start the ISO 27001 ques". */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('a, button')) {
      if (!control.checkVisibility()) continue;
      // The control itself and every box inside it that hides overflow (Mantine's label span does).
      const boxes = [control, ...control.querySelectorAll<HTMLElement>('*')].filter(
        (box) => box === control || (getComputedStyle(box).overflow !== 'visible' && !box.closest('.visually-hidden')),
      );
      for (const box of boxes) {
        if (box.scrollWidth > box.clientWidth + 1) {
          clipped.push(`"${control.textContent?.trim()}" (${box.scrollWidth} px of text in ${box.clientWidth} px)`);
          break;
        }
      }
    }
    return clipped;
  });
}

/** Buttons whose label sits off the middle of the button by more than a pixel. */
function offCentreLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const off: string[] = [];
    for (const label of document.querySelectorAll<HTMLElement>('.mantine-Button-label')) {
      const button = label.closest<HTMLElement>('.mantine-Button-root');
      if (!button?.checkVisibility()) continue;
      const outer = button.getBoundingClientRect();
      const inner = label.getBoundingClientRect();
      const offset = inner.top + inner.height / 2 - (outer.top + outer.height / 2);
      if (Math.abs(offset) > 1) off.push(`"${label.textContent?.trim()}" ${offset.toFixed(1)} px`);
    }
    return off;
  });
}

/**
 * Controls smaller than 24 by 24 CSS px (WCAG 2.2 AA 2.5.8). A link inside a sentence is exempt, as the
 * criterion allows: its size is the line of text it sits in.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')) {
      if (!control.checkVisibility() || control.classList.contains('skip-link')) continue;
      const parentText = control.parentElement?.textContent?.trim() ?? '';
      const inSentence =
        getComputedStyle(control).display === 'inline' && parentText.length > (control.textContent?.trim().length ?? 0);
      if (inSentence) continue;
      const box = control.getBoundingClientRect();
      if (box.width < 24 || box.height < 24) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
        small.push(`"${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

/** Font families and distinct font sizes of the visible text. */
function typeInUse(page: Page): Promise<{ families: string[]; sizes: string[] }> {
  return page.evaluate(() => {
    const families = new Set<string>();
    const sizes = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent || !walker.currentNode.textContent?.trim() || !parent.checkVisibility()) continue;
      if (parent.closest('.visually-hidden, svg')) continue;
      const style = getComputedStyle(parent);
      families.add(style.fontFamily);
      sizes.add(style.fontSize);
    }
    return { families: [...families], sizes: [...sizes].sort((a, b) => parseFloat(a) - parseFloat(b)) };
  });
}

/** Left edge of the content of the header, of each container in the main area and of the footer. */
function contentLeftEdges(page: Page): Promise<{ header: number; footer: number; main: number[] }> {
  return page.evaluate(() => {
    const contentLeft = (element: Element) =>
      Math.round(element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft));
    const container = (selector: string) => {
      const found = document.querySelector(`${selector} .mantine-Container-root`);
      if (!found) throw new Error(`no container in ${selector}`);
      return contentLeft(found);
    };
    return {
      header: container('header'),
      footer: container('footer'),
      main: [...document.querySelectorAll('main .mantine-Container-root')]
        .filter((element) => element.checkVisibility())
        .map(contentLeft),
    };
  });
}

/** The questionnaires of more than one section, by route: each section a card of its own. */
export const sectioned = new Set(
  loadCatalogue()
    .filter((definition) => definition.form.sections.length > 1)
    .map((definition) => definition.form.route),
);

/** Each section's box and its title's size, in page order. */
function sectionLayout(page: Page) {
  return page.locator('form fieldset[id^="section-"]').evaluateAll((fieldsets) =>
    fieldsets.map((fieldset) => {
      const box = fieldset.getBoundingClientRect();
      const legend = fieldset.querySelector('legend');
      return { top: box.top, bottom: box.bottom, titleSize: legend ? getComputedStyle(legend).fontSize : '' };
    }),
  );
}

/** Resizes the window and resolves once two frames have been drawn at the new width. */
async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The layout rules on the page as it is now; the window is left at 1280 by 900 px. */
export async function expectSoundLayout(page: Page, urlPath: string): Promise<void> {
  // The window resized between widths: the layout follows the width alone (CSS media queries; no
  // script reads the window's size), so each width is laid out as a fresh visit would be.
  for (const width of [320, 375]) {
    await resize(page, width, 800);
    expect.soft(await clippedControls(page), `clipped at ${width} px`).toEqual([]);
  }

  // At 375 px: every control at least 24 by 24, the menu button 44 by 44.
  expect.soft(await smallTargets(page)).toEqual([]);
  const menuButton = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
  expect.soft(menuButton?.width).toBeGreaterThanOrEqual(44);
  expect.soft(menuButton?.height).toBeGreaterThanOrEqual(44);
  const phoneType = await typeInUse(page);

  await resize(page, 1280, 900);
  expect.soft(await offCentreLabels(page), 'button labels off centre').toEqual([]);
  const edges = await contentLeftEdges(page);
  expect.soft(edges.main.length).toBeGreaterThan(0);
  for (const left of [edges.footer, ...edges.main]) expect.soft(left).toBe(edges.header);

  for (const type of [phoneType, await typeInUse(page)]) {
    expect.soft(type.families).toHaveLength(1);
    expect.soft(type.sizes.length, type.sizes.join(', ')).toBeLessThanOrEqual(8);
  }

  // A questionnaire's sections are separate cards with titles on the type scale.
  if (sectioned.has(urlPath)) {
    await expect(page.locator('form fieldset[id^="section-"]').first()).toBeVisible();
    const layout = await sectionLayout(page);
    for (const [index, section] of layout.entries()) {
      // 1.125rem: the theme's lg step, as every other card title.
      expect.soft(section.titleSize, 'section title size').toBe('18px');
      const next = layout[index + 1];
      if (next) expect.soft(next.top - section.bottom, 'space between sections').toBeGreaterThanOrEqual(16);
    }
  }
}
