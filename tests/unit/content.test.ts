import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { structureDiagrams } from '../../src/content/diagrams.ts';
import { services } from '../../src/content/services.ts';
import { formForService, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';

// Counts the site's content is built on; the tuple types enforce them at compile time, these at run time
// (content edited as plain data can bypass the compiler with a cast).
describe('service content', () => {
  it('has nine services with the slugs of the route table, in order', () => {
    expect(services.map((service) => service.slug)).toEqual([
      'iso-27001',
      'iso-27701',
      'iso-42001',
      'gdpr',
      'soc-2',
      'dpdp-act-2023',
      'it-audit-assurance',
      'healthcare-it-compliance',
      'iso-9001',
    ]);
  });

  it.each(services.map((service) => [service.slug, service] as const))(
    '%s has the counts of every service: 4 bullets, 5 deliverables, 4 benefits, 3 pain points',
    (_, service) => {
      expect(service.card.bullets).toHaveLength(4);
      expect(service.detail.keyDeliverables).toHaveLength(5);
      expect(service.detail.clientBenefits).toHaveLength(4);
      expect(service.detail.painPoints).toHaveLength(3);
      expect(service.landing.offerings).toHaveLength(4);
      expect(service.landing.benefits).toHaveLength(3);
      expect(service.landing.metaDescription.length).toBeGreaterThanOrEqual(70);
      expect(service.landing.metaDescription.length).toBeLessThanOrEqual(160);
    },
  );

  it('names an illustration for each service that exists under public/, one per service', () => {
    const illustrations = services.map((service) => service.illustration);
    expect(new Set(illustrations).size).toBe(services.length);
    for (const illustration of illustrations) {
      expect(existsSync(fileURLToPath(new URL(`../../public${illustration}`, import.meta.url))), illustration).toBe(
        true,
      );
    }
  });

  it('links each service to its questionnaire route (the form whose form.json names the service)', () => {
    const catalogue = loadCatalogue();
    const routeOf = (slug: string) => formForService(catalogue, slug)?.form.route;
    expect(Object.fromEntries(services.map((service) => [service.slug, routeOf(service.slug)]))).toEqual({
      'iso-27001': '/iso27001-questionnaire',
      'iso-27701': '/iso27701-questionnaire',
      'iso-42001': '/iso42001-questionnaire',
      gdpr: '/gdpr-questionnaire',
      'soc-2': '/soc2-questionnaire',
      'dpdp-act-2023': '/dpdp-questionnaire',
      'it-audit-assurance': '/it-audit-questionnaire',
      'healthcare-it-compliance': '/healthcare-it-questionnaire',
      'iso-9001': '/iso9001-questionnaire',
    });
  });

  it('offers on the ISO 27001 page exactly the four services the site names for it', () => {
    const iso27001 = services.find((service) => service.slug === 'iso-27001');
    const titles = iso27001?.landing.offerings.map((offering) => offering.title.toLowerCase()) ?? [];
    expect(titles[0]).toMatch(/gap analysis.*risk assessment/);
    expect(titles[1]).toMatch(/policy.*procedure/);
    expect(titles[2]).toMatch(/awareness training/);
    expect(titles[3]).toMatch(/audit preparation/);
  });

  it('describes SOC 2 as Type II and healthcare with HIPAA, HITECH and medical device security', () => {
    const text = (slug: string) => JSON.stringify(services.find((service) => service.slug === slug));
    expect(text('soc-2')).toContain('SOC 2 Type II');
    expect(text('healthcare-it-compliance')).toMatch(/HIPAA/);
    expect(text('healthcare-it-compliance')).toMatch(/HITECH/);
    expect(text('healthcare-it-compliance')).toMatch(/medical device security/i);
  });
});

describe('structure diagrams', () => {
  const phaseOf = { 4: 'Plan', 5: 'Plan', 6: 'Plan', 7: 'Do', 8: 'Do', 9: 'Check', 10: 'Act' } as const;

  it.each(Object.entries(structureDiagrams))('%s has clauses 4 to 10 in their PDCA phases', (_, diagram) => {
    expect(diagram.clauses.map((clause) => clause.id)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    for (const clause of diagram.clauses) {
      expect(clause.phase).toBe(phaseOf[clause.id]);
      expect(clause.subsections.length).toBeGreaterThan(0);
    }
  });

  it('gives ISO 42001 its clause titles and subsections in order', () => {
    const clauses = structureDiagrams['iso-42001'].clauses;
    expect(clauses.map((clause) => clause.subsections.length)).toEqual([4, 3, 3, 5, 4, 3, 2]);
    expect(clauses.map((clause) => clause.title)).toEqual([
      'Context',
      'Leadership',
      'Planning',
      'Support',
      'Operation',
      'Performance',
      'Improvement',
    ]);
    expect(clauses[4]?.subsections.map((text) => text.toLowerCase())).toEqual([
      'operational planning and control',
      'ai risk assessment',
      'ai risk treatment',
      'ai system impact assessment',
    ]);
  });

  it('adds privacy impact assessment, data subject rights and privacy by design to ISO 27701 clause 8', () => {
    const clause8 = structureDiagrams['iso-27701'].clauses.find((clause) => clause.id === 8);
    const text = clause8?.subsections.join(' | ').toLowerCase() ?? '';
    expect(text).toContain('privacy impact assessment');
    expect(text).toContain('data subject rights management');
    expect(text).toContain('privacy by design');
  });
});
