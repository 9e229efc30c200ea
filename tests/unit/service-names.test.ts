import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postFiles } from '../../src/content/blog/post-files.ts';
import { services } from '../../src/content/services.ts';

/** Framework names in a text: acronyms and standards with their number ("SOC 2", "ISO 27001", "TISAX"). */
function frameworkNames(text: string): string[] {
  return [...text.matchAll(/\b(?:ISO(?:\/IEC)? \d{4,5}|SOC \d|[A-Z][A-Z0-9]+(?:-[A-Z0-9]+)*)\b/g)].map(
    (match) => match[0],
  );
}

/** Every name the firm offers a service under, and the parts of those names. */
const offered = new Set(services.flatMap((service) => [service.name, service.navLabel]).flatMap(frameworkNames));

describe('the service list', () => {
  it('lists every file of src/content/services/ once, each under its own slug', () => {
    const files = readdirSync(path.resolve('src/content/services'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(services.map((service) => service.slug).sort()).toEqual(files.sort());
  });
});

describe('one name per service', () => {
  it('gives every service one distinct name that starts with its short navigation label', () => {
    for (const service of services) expect(service.name.startsWith(service.navLabel), service.slug).toBe(true);
    expect(new Set(services.map((service) => service.name)).size).toBe(services.length);
    expect(new Set(services.map((service) => service.navLabel)).size).toBe(services.length);
  });

  it('describes SOC 2 by its one name everywhere the page names it', () => {
    const soc2 = services.find((service) => service.slug === 'soc-2');
    expect(soc2?.name).toBe('SOC 2 Type II Readiness and Audit Support');
    expect(soc2?.landing.metaTitle).toBe(soc2?.name);
  });
});

describe("articles' calls to action", () => {
  const ctas = postFiles().map((file) => {
    const source = readFileSync(file, 'utf8');
    const block = /<CallToAction([\s\S]*?)\/>/.exec(source)?.[1] ?? '';
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(block)?.[1] ?? '';
    return { file, title: attribute('title'), to: attribute('to'), label: attribute('label') };
  });

  it('each article closes with one, leading to the contact page', () => {
    expect(ctas.length).toBeGreaterThan(0);
    for (const cta of ctas) expect(cta.to, cta.file).toBe('/contact');
  });

  // The button is the offer; the panel's title may speak of the article's subject (TISAX, FREE-AI).
  it.each(ctas.map((cta) => [path.basename(cta.file), cta] as const))(
    '%s offers only services the firm lists',
    (_, cta) => {
      expect(cta.label).not.toBe('');
      for (const name of frameworkNames(cta.label)) {
        expect(offered.has(name), `${cta.file} offers "${name}", which is not one of the firm's services`).toBe(true);
      }
    },
  );

  it('catches a call to action for a service the firm does not list', () => {
    expect(frameworkNames('Talk to our TISAX team').filter((name) => !offered.has(name))).toEqual(['TISAX']);
  });
});
