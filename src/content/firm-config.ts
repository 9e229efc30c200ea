/**
 * The shape of the firm config (src/content/firm.ts), checked by ./firm-check.ts at build and on
 * every start. Every optional field is left out until a real firm fills it in: pages render what
 * is set and leave out what is not, so nothing about the firm is ever invented.
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

export interface PostalAddress {
  readonly streetAddress: string;
  readonly locality: string;
  readonly region?: string;
  readonly postalCode: string;
  /** Country name as written on letters, e.g. "India". */
  readonly country: string;
}

/** A person the privacy notice names, e.g. the one who answers questions about processing (DPDP Act). */
export interface ContactPerson {
  readonly name: string;
  readonly role?: string;
  readonly email: string;
  readonly phone?: string;
}

export interface TeamMember {
  /** Short stable identifier (lowercase letters, digits, hyphens), e.g. "meera-kulkarni": an article's `reviewedBy` names it. */
  readonly id: string;
  readonly name: string;
  readonly role: string;
  /** Professional credentials as written on the certificate, e.g. "CISA", "ISO/IEC 27001 Lead Auditor". */
  readonly credentials: readonly string[];
  /** Public profile (LinkedIn, a publication page); omitted when unset. */
  readonly profileUrl?: string;
}

export interface CaseStudy {
  readonly sector: string;
  readonly challenge: string;
  /** What the firm did. */
  readonly work: string;
  readonly outcome: string;
  /** How long it took, e.g. "5 months". */
  readonly duration: string;
}

/** A company that receives visitors' details on the firm's behalf: hosting, email. */
export interface ServiceProvider {
  readonly name: string;
  /** What it does for the firm, e.g. "hosts this website and its database". */
  readonly purpose: string;
  /** Where it processes the data, e.g. "Mumbai, India" or "the European Union". */
  readonly location: string;
  /**
   * What protects the data when this provider processes it outside the European Economic Area and
   * India, e.g. "the European Commission's standard contractual clauses"; the notice names it.
   */
  readonly transferSafeguard?: string;
}

/** A controller outside the EEA names its representative in the EU (GDPR Art. 27), when it has one. */
export interface EuRepresentative {
  readonly name: string;
  /** Postal address in one line, e.g. "Kaiserstraße 1, 60311 Frankfurt am Main, Germany". */
  readonly address: string;
  readonly email: string;
}

export interface FirmConfig {
  /** Trading name, shown everywhere. */
  readonly name: string;
  /** Small label shown under the name in the header on wide screens. */
  readonly label: string;
  readonly taglines: readonly [string, string];
  readonly email: string;
  /** Public origin of the site, no trailing slash; used for canonical URLs and the sitemap. */
  readonly siteUrl: string;
  readonly location: string;
  /** Country the firm operates from; the privacy notice says where visitors' details go. */
  readonly country: string;
  /** Only configured profiles are shown; an empty list shows none. */
  readonly social: readonly SocialLink[];
  /** Off (null) by default. When set, the script loads on every page and its origin joins the CSP. */
  readonly analytics: AnalyticsConfig | null;
  /**
   * The reply promise in hours (24 when unset): every sentence that promises a reply time says it,
   * and the desk's reply clock and reminders count from it.
   */
  readonly replyPromiseHours?: number;

  /** Registered legal name, if it differs from the trading name (the privacy notice's controller). */
  readonly legalName?: string;
  readonly registeredAddress?: PostalAddress;
  /** Phone number in international form, e.g. "+91 22 4000 1234". */
  readonly phone?: string;
  /** Where privacy requests go; the general email when unset. */
  readonly privacyEmail?: string;
  /** DPDP Act: the person who answers questions about processing (or the DPO, for a significant fiduciary). */
  readonly dataProtectionContact?: ContactPerson;
  /** Hosting and email providers, named in the privacy notice with where they process data. */
  readonly serviceProviders?: readonly ServiceProvider[];
  /** GDPR Art. 27: the firm's representative in the EU, named in the privacy notice when set. */
  readonly euRepresentative?: EuRepresentative;
  readonly team?: readonly TeamMember[];
  /** Sectors the firm's clients work in, e.g. "Banking and financial services". */
  readonly clientSectors?: readonly string[];
  readonly caseStudies?: readonly CaseStudy[];
}

/** The European Economic Area: the EU member states with Iceland, Liechtenstein and Norway. */
export const EEA_COUNTRIES: ReadonlySet<string> = new Set(
  'Austria Belgium Bulgaria Croatia Cyprus Czechia Denmark Estonia Finland France Germany Greece Hungary Iceland Ireland Italy Latvia Liechtenstein Lithuania Luxembourg Malta Netherlands Norway Poland Portugal Romania Slovakia Slovenia Spain Sweden'.split(
    ' ',
  ),
);

export function isInEea(country: string): boolean {
  return EEA_COUNTRIES.has(country.trim());
}

/**
 * Whether a provider's location lies outside both the EEA and India, the two regimes the notice
 * speaks to, so that its processing there is a transfer needing a named safeguard. Read from the
 * location's last part ("Mumbai, India" → India); "the European Union" counts as inside.
 */
export function needsTransferSafeguard(provider: ServiceProvider): boolean {
  const place = provider.location.split(',').at(-1)?.trim().replace(/^the /i, '') ?? '';
  return !(isInEea(place) || place === 'India' || /^European (Union|Economic Area)$/i.test(place));
}

/**
 * Types the firm config where it is written (src/content/firm.ts). It checks nothing itself, as it
 * runs in the browser too: the check is checkFirmConfig (./firm-check.ts), at build and at start.
 */
export function defineFirmConfig(config: FirmConfig): FirmConfig {
  return config;
}

/** The name the privacy notice gives the controller: the legal name when set. */
export function controllerName(config: FirmConfig): string {
  return config.legalName ?? config.name;
}

/** Where privacy requests go. */
export function privacyEmailOf(config: FirmConfig): string {
  return config.privacyEmail ?? config.email;
}

/** The address as lines for a letter: street, locality with region and postal code, country. */
export function addressLines(address: PostalAddress): string[] {
  const place = [address.locality, address.region].filter(Boolean).join(', ');
  return [address.streetAddress, `${place} ${address.postalCode}`, address.country];
}

/** A phone number as a tel: URL (digits and a leading +). */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
