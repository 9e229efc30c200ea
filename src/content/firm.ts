/**
 * Firm identity: the first file a firm edits when it adopts the site.
 * Everything that names the firm (header, footer, metadata, JSON-LD, failure messages,
 * articles' contact links) reads from here. `defineFirmConfig` checks the values at build
 * and on every start, so a typo fails loudly instead of shipping a broken mailto or URL.
 */

export interface SocialLink {
  readonly label: string;
  readonly url: string;
}

export interface AnalyticsConfig {
  /** Full URL of a cookie-free analytics script (for example Plausible or Fathom). */
  readonly scriptUrl: string;
  /** Extra attributes the provider asks for on the script tag, such as data-domain. */
  readonly attributes?: Readonly<Record<string, string>>;
}

export interface FirmConfig {
  readonly name: string;
  /** Small label shown under the name in the header on wide screens. */
  readonly label: string;
  readonly taglines: readonly [string, string];
  readonly email: string;
  /** Public origin of the site, no trailing slash; used for canonical URLs and the sitemap. */
  readonly siteUrl: string;
  readonly location: string;
  readonly social: readonly SocialLink[];
  /** Off (null) by default. When set, the script loads on every page and its origin joins the CSP. */
  readonly analytics: AnalyticsConfig | null;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problemsOf(config: FirmConfig): string[] {
  const problems: string[] = [];
  const isHttpUrl = (value: string): boolean => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  };
  if (config.name.trim() === '') problems.push('name: must not be empty');
  if (config.label.trim() === '') problems.push('label: must not be empty');
  if (config.taglines.some((line) => line.trim() === '')) problems.push('taglines: both lines must have text');
  if (!EMAIL_SHAPE.test(config.email)) problems.push(`email: "${config.email}" is not an email address`);
  if (!isHttpUrl(config.siteUrl) || config.siteUrl.endsWith('/')) {
    problems.push(`siteUrl: "${config.siteUrl}" must be an http(s) origin without a trailing slash`);
  }
  config.social.forEach((link, index) => {
    if (!isHttpUrl(link.url)) problems.push(`social[${index}].url: "${link.url}" is not an http(s) URL`);
  });
  if (config.analytics && !config.analytics.scriptUrl.startsWith('https://')) {
    problems.push('analytics.scriptUrl: must be an https URL');
  }
  return problems;
}

export function defineFirmConfig(config: FirmConfig): FirmConfig {
  const problems = problemsOf(config);
  if (problems.length > 0) {
    throw new Error(`src/content/firm.ts is invalid:\n- ${problems.join('\n- ')}`);
  }
  return config;
}

export const firm = defineFirmConfig({
  name: 'Northbridge Compliance',
  label: 'Compliance Consulting',
  taglines: [
    'Your partner for seamless ISO, SOC, GDPR, and AI governance compliance.',
    'Consulting tailored for businesses seeking global trust and regulatory confidence.',
  ],
  email: 'contact@example.com',
  siteUrl: 'https://www.example.com',
  location: 'India, serving organizations worldwide',
  social: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    { label: 'X', url: 'https://x.com/example' },
  ],
  analytics: null,
});
