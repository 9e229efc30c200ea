/**
 * What `npm run check:launch` reports before a firm goes live. Errors (placeholders visitors
 * would take as real) fail the check; warnings (identity the privacy notice would name more
 * precisely, articles due for review) are printed but pass. Pure: the CLI passes the config,
 * the articles and today's date, and the tests pass fixed ones.
 */
import { REVIEW_INTERVAL_MONTHS, staleArticles, type ReviewedArticle } from './blog/freshness.ts';
import type { FirmConfig } from './firm-config.ts';
import { describePlaceholders, placeholdersInUse } from './placeholders.ts';

export interface LaunchReport {
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

function identityWarnings(firm: FirmConfig): string[] {
  const warnings: string[] = [];
  if (!firm.legalName) warnings.push('legalName is not set: the privacy notice names the trading name as controller');
  if (!firm.registeredAddress) {
    warnings.push('registeredAddress is not set: the privacy notice gives no postal address for the controller');
  }
  if (!firm.dataProtectionContact) {
    warnings.push(
      'dataProtectionContact is not set: the privacy notice names no person who answers questions about processing (DPDP Act)',
    );
  }
  if (!firm.serviceProviders || firm.serviceProviders.length === 0) {
    warnings.push(
      'serviceProviders is not set: the privacy notice cannot name the hosting and email providers or where they process data',
    );
  }
  return warnings;
}

export function launchReport(input: {
  readonly firm: FirmConfig;
  readonly articles: readonly ReviewedArticle[];
  /** ISO date, YYYY-MM-DD. */
  readonly today: string;
}): LaunchReport {
  const errors = describePlaceholders(placeholdersInUse(input.firm));
  const stale = staleArticles(input.articles, input.today).map(
    (article) =>
      `article "${article.title}" (/blog/${article.slug}) was last reviewed on ${article.reviewed}, more than ` +
      `${REVIEW_INTERVAL_MONTHS} months ago: check it against current facts, then set "reviewed" in its frontmatter`,
  );
  return { errors, warnings: [...identityWarnings(input.firm), ...stale] };
}
