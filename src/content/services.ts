/**
 * The nine services: home page cards, sections on /services and the landing pages
 * /services/{slug}. One file per service in ./services/, listed here in the order the site shows
 * them (tests/unit/service-names.test.ts checks every file is listed). Figures agree with the
 * compliance facts the firm publishes. A service's questionnaire is the catalogue form whose
 * form.json names it ("serviceSlug").
 */
import iso27001 from './services/iso-27001.ts';
import iso27701 from './services/iso-27701.ts';
import iso42001 from './services/iso-42001.ts';
import gdpr from './services/gdpr.ts';
import soc2 from './services/soc-2.ts';
import dpdpAct2023 from './services/dpdp-act-2023.ts';
import itAuditAssurance from './services/it-audit-assurance.ts';
import healthcareItCompliance from './services/healthcare-it-compliance.ts';
import iso9001 from './services/iso-9001.ts';
import type { Service } from './types.ts';

export const services: readonly Service[] = [
  iso27001,
  iso27701,
  iso42001,
  gdpr,
  soc2,
  dpdpAct2023,
  itAuditAssurance,
  healthcareItCompliance,
  iso9001,
];

export function serviceBySlug(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
