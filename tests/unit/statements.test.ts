/**
 * Statements the site makes in several places say one thing, from one value (src/content/statements.ts):
 * wherever a reader meets internal audit among the firm's services, the same place says who carries it
 * out; wherever the editions of ISO/IEC 27701 are described, they are described alike.
 */
import { describe, expect, it } from 'vitest';
import { about } from '../../src/content/about.ts';
import { structureDiagrams } from '../../src/content/diagrams.ts';
import { services } from '../../src/content/services.ts';
import { independentInternalAudit, iso27701Editions } from '../../src/content/statements.ts';
import type { Service } from '../../src/content/types.ts';

/** Every text of a content value, however deeply it is nested. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * The places a reader meets the firm's description of its work, with their text: the home page (every
 * card), each section of /services (reached on its own through its anchor), each service page and the
 * About page. A service page's structure diagram lists the standard's own clauses (9.2 Internal audit
 * among them), not the firm's offer, and is left out.
 */
function places(): { place: string; text: string }[] {
  const landing = (service: Service) => [service.name, ...textsOf(service.landing)];
  return [
    { place: '/', text: textsOf(services.map((service) => service.card)).join('\n') },
    ...services.map((service) => ({ place: `/services#${service.slug}`, text: textsOf(service.detail).join('\n') })),
    ...services.map((service) => ({ place: `/services/${service.slug}`, text: landing(service).join('\n') })),
    { place: '/about', text: textsOf(about).join('\n') },
  ];
}

describe('internal audit', () => {
  it('is offered somewhere, so the rule below has something to hold', () => {
    expect(places().filter(({ text }) => /internal audit/i.test(text)).length).toBeGreaterThan(0);
  });

  it('is never mentioned without saying, in the one wording, that the auditor took no part in building the system', () => {
    for (const { place, text } of places()) {
      if (/internal audit/i.test(text)) expect(text.toLowerCase(), place).toContain(independentInternalAudit);
    }
  });
});

describe('the editions of ISO/IEC 27701', () => {
  it('are described in the one wording wherever a service text or a diagram names the 2019 edition', () => {
    const texts = [...textsOf(services), ...textsOf(structureDiagrams)];
    const naming = texts.filter((text) => text.includes('27701:2019'));
    expect(naming.length).toBeGreaterThan(1);
    for (const text of naming) expect(text).toContain(iso27701Editions);
  });

  it('are stated on the ISO 27701 structure diagram, which draws the standalone 2025 edition', () => {
    expect(structureDiagrams['iso-27701'].intro).toContain(iso27701Editions);
  });
});
