/**
 * The team's freshness rule: an article whose last review is more than 18 months old may state
 * a stale figure, so `npm run check:launch` warns about it. The rule depends on today's date,
 * so it is a launch-check warning, never a test that starts failing on its own: tests call it
 * with a fixed day. Pure (no Node, no React).
 */

export const REVIEW_INTERVAL_MONTHS = 18;

export interface ReviewedArticle {
  readonly slug: string;
  readonly title: string;
  /** ISO date of the last review, YYYY-MM-DD. */
  readonly reviewed: string;
  /** Who did it (a team member's name), when the article names them. */
  readonly reviewer?: string;
}

export interface StaleArticle extends ReviewedArticle {
  /** The last day the review still counted as current. */
  readonly dueBy: string;
}

/** `isoDate` plus whole calendar months; a day missing from the target month becomes its last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Today's calendar day in UTC, as the launch check reads it. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Articles reviewed more than REVIEW_INTERVAL_MONTHS before `today` (ISO date), oldest review first. */
export function staleArticles(articles: readonly ReviewedArticle[], today: string): StaleArticle[] {
  return articles
    .map((article) => ({ ...article, dueBy: addMonths(article.reviewed, REVIEW_INTERVAL_MONTHS) }))
    .filter((article) => article.dueBy < today)
    .sort((a, b) => a.reviewed.localeCompare(b.reviewed) || a.slug.localeCompare(b.slug));
}
