/**
 * Texts of the blog's list page (/blog). They claim only what the data backs: the articles are the
 * firm's (their authors are team members or the firm itself, ../firm.ts), and a review is claimed only
 * where an article names the team member who did it.
 */
import { firm } from '../firm.ts';

export const blogPage = {
  eyebrow: 'Blog',
  title: 'Compliance guides and insights',
  metaTitle: 'Blog: Compliance Guides and Insights',
  metaDescription: `Guides to SOC reports, ISO/IEC 27001:2022, TISAX, the RBI FREE-AI framework and AI lifecycle governance from ${firm.name}.`,
} as const;

/** What the lead adds once every article names its reviewer. */
export const REVIEWED_CLAIM = 'Each names the team member who last checked it against its sources.';

/** The list page's lead: it credits the firm by name, and speaks of reviews only when every article names its reviewer. */
export function blogLead(firmName: string, articles: readonly { readonly reviewer?: string }[]): string {
  const lead = `Practical articles on ISO standards, SOC reports, TISAX and AI governance from ${firmName}, for the people who run compliance programmes.`;
  const reviewed = articles.length > 0 && articles.every((article) => article.reviewer !== undefined);
  return reviewed ? `${lead} ${REVIEWED_CLAIM}` : lead;
}
