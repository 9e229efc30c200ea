/**
 * What `npm run check:launch` reports before a firm goes live. Errors (placeholders visitors
 * would take as real, a privacy notice stating what the config cannot back) fail the check;
 * warnings (identity the privacy notice would name more precisely, a notice changed after its
 * "last updated" day, articles due for review or reviewed by nobody named, a key date the text
 * still speaks of as coming) are printed but pass.
 * Pure: the CLI passes the config, the articles, the key dates and today's date, and the tests pass
 * fixed ones.
 */
import { REVIEW_INTERVAL_MONTHS, staleArticles, type ReviewedArticle } from './blog/freshness.ts';
import { isInEea, needsTransferSafeguard, type FirmConfig } from './firm-config.ts';
import { dayText, passedKeyDates, type KeyDate } from './key-dates.ts';
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
  if (!isInEea(firm.country) && !firm.euRepresentative) {
    warnings.push(
      `euRepresentative is not set: the firm works from ${firm.country}, outside the EEA, and the privacy notice names no representative in the EU (GDPR Art. 27), which a firm offering its services to people in the EU needs unless an exemption applies`,
    );
  }
  firm.serviceProviders?.forEach((provider, index) => {
    if (needsTransferSafeguard(provider) && !provider.transferSafeguard) {
      warnings.push(
        `serviceProviders[${index}] ("${provider.name}") processes data in ${provider.location}, outside the EEA and India: set transferSafeguard (for example standard contractual clauses) so the privacy notice names it`,
      );
    }
  });
  return warnings;
}

/** Statements the privacy notice would make that the config does not back: these fail the check. */
function noticeErrors(firm: FirmConfig): string[] {
  const errors: string[] = [];
  const identity = firm.legalName ?? firm.registeredAddress ?? firm.dataProtectionContact;
  if (identity && (!firm.serviceProviders || firm.serviceProviders.length === 0)) {
    errors.push(
      'serviceProviders is empty while the firm identity is filled in: the privacy notice would speak of a hosting and an email provider it cannot name; list them with where they process data',
    );
  }
  return errors;
}

/** Key dates that have passed: the options and sentences written around them now mislead. */
function keyDateWarnings(dates: Readonly<Record<string, KeyDate>>, today: string): string[] {
  return passedKeyDates(dates, today).map(
    ({ name, date, event }) =>
      `key date "${name}" (${dayText(date)}: ${event}) has passed, and the text written around it still speaks ` +
      `of it as coming: reword the questionnaire texts naming {date:${name}} (their timeline options and flags) ` +
      'and the pages that read it from src/content/key-dates.ts',
  );
}

/** The notice's "last updated" day set for another content than it now has: visitors would read a stale date. */
function noticeDateWarnings(notice: NoticeDating | undefined): string[] {
  if (!notice) return [];
  const [day = '', content = ''] = notice.version.split('.');
  if (content === notice.datedContent) return [];
  return [
    `the privacy notice changed after its "last updated" day (${day}): it was dated for content ` +
      `${notice.datedContent} and now has ${content}. Set PRIVACY_NOTICE_UPDATED in ` +
      `src/privacy-notice/notice-text.ts to the day this version is published and PRIVACY_NOTICE_DATED_CONTENT to "${content}"`,
  ];
}

/** The privacy notice's version (`<day>.<content hash>`) and the content its day was set for. */
export interface NoticeDating {
  readonly version: string;
  readonly datedContent: string;
}

export function launchReport(input: {
  readonly firm: FirmConfig;
  readonly articles: readonly ReviewedArticle[];
  /** The dates the site's text is written around (src/content/key-dates.ts); none when omitted. */
  readonly keyDates?: Readonly<Record<string, KeyDate>>;
  /** The privacy notice as the site builds it, and the content its date was set for; not checked when omitted. */
  readonly notice?: NoticeDating;
  /** ISO date, YYYY-MM-DD. */
  readonly today: string;
}): LaunchReport {
  const errors = [...describePlaceholders(placeholdersInUse(input.firm)), ...noticeErrors(input.firm)];
  const stale = staleArticles(input.articles, input.today).map(
    (article) =>
      `article "${article.title}" (/blog/${article.slug}) was last reviewed on ${article.reviewed}, more than ` +
      `${REVIEW_INTERVAL_MONTHS} months ago: check it against current facts, then set "reviewed" in its frontmatter`,
  );
  const unnamed = input.articles
    .filter((article) => !article.reviewer)
    .map(
      (article) =>
        `article "${article.title}" (/blog/${article.slug}) names no reviewer, so it shows no "Last reviewed" date: ` +
        'once a team member has checked it, set "reviewedBy" to their id in its frontmatter',
    );
  const passed = keyDateWarnings(input.keyDates ?? {}, input.today);
  const dated = noticeDateWarnings(input.notice);
  return { errors, warnings: [...identityWarnings(input.firm), ...dated, ...stale, ...unnamed, ...passed] };
}
