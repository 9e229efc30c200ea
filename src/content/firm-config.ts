/**
 * The shape of the firm config (src/content/firm.ts) and its check. Every optional field is
 * left out until a real firm fills it in: pages render what is set and leave out what is not,
 * so nothing about the firm is ever invented. `defineFirmConfig` runs at build and on every
 * start, so a typo fails loudly instead of shipping a broken mailto or URL.
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

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^\+?[0-9][0-9 ()./-]{5,22}[0-9]$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function problemsOf(config: FirmConfig): string[] {
  const problems: string[] = [];
  const text = (field: string, value: string | undefined) => {
    if (value !== undefined && value.trim() === '') problems.push(`${field}: must not be empty`);
  };
  const email = (field: string, value: string | undefined) => {
    if (value !== undefined && !EMAIL_SHAPE.test(value)) problems.push(`${field}: "${value}" is not an email address`);
  };
  const url = (field: string, value: string | undefined) => {
    if (value !== undefined && !isHttpUrl(value)) problems.push(`${field}: "${value}" is not an http(s) URL`);
  };
  const phone = (field: string, value: string | undefined) => {
    if (value !== undefined && !PHONE_SHAPE.test(value)) {
      problems.push(`${field}: "${value}" is not a phone number (digits, spaces, +, -, parentheses)`);
    }
  };

  text('name', config.name);
  text('label', config.label);
  if (config.taglines.some((line) => line.trim() === '')) problems.push('taglines: both lines must have text');
  if (!EMAIL_SHAPE.test(config.email)) problems.push(`email: "${config.email}" is not an email address`);
  if (!isHttpUrl(config.siteUrl) || config.siteUrl.endsWith('/')) {
    problems.push(`siteUrl: "${config.siteUrl}" must be an http(s) origin without a trailing slash`);
  }
  text('location', config.location);
  text('country', config.country);
  config.social.forEach((link, index) => {
    text(`social[${index}].label`, link.label);
    if (!isHttpUrl(link.url)) problems.push(`social[${index}].url: "${link.url}" is not an http(s) URL`);
  });
  if (config.analytics && !config.analytics.scriptUrl.startsWith('https://')) {
    problems.push('analytics.scriptUrl: must be an https URL');
  }

  text('legalName', config.legalName);
  const address = config.registeredAddress;
  if (address) {
    for (const key of ['streetAddress', 'locality', 'region', 'postalCode', 'country'] as const) {
      text(`registeredAddress.${key}`, address[key]);
    }
  }
  phone('phone', config.phone);
  email('privacyEmail', config.privacyEmail);
  const contact = config.dataProtectionContact;
  if (contact) {
    text('dataProtectionContact.name', contact.name);
    text('dataProtectionContact.role', contact.role);
    email('dataProtectionContact.email', contact.email);
    phone('dataProtectionContact.phone', contact.phone);
  }
  config.serviceProviders?.forEach((provider, index) => {
    for (const key of ['name', 'purpose', 'location', 'transferSafeguard'] as const)
      text(`serviceProviders[${index}].${key}`, provider[key]);
  });
  const representative = config.euRepresentative;
  if (representative) {
    text('euRepresentative.name', representative.name);
    text('euRepresentative.address', representative.address);
    email('euRepresentative.email', representative.email);
  }
  config.team?.forEach((member, index) => {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(member.id)) {
      problems.push(`team[${index}].id: "${member.id}" must be lowercase letters, digits and hyphens`);
    }
    text(`team[${index}].name`, member.name);
    text(`team[${index}].role`, member.role);
    member.credentials.forEach((credential, at) => text(`team[${index}].credentials[${at}]`, credential));
    url(`team[${index}].profileUrl`, member.profileUrl);
  });
  const names = config.team?.map((member) => member.name.trim()) ?? [];
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) problems.push(`team[${index}].name: "${name}" is listed twice`);
  });
  const ids = config.team?.map((member) => member.id) ?? [];
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) problems.push(`team[${index}].id: "${id}" is listed twice`);
  });
  config.clientSectors?.forEach((sector, index) => text(`clientSectors[${index}]`, sector));
  config.caseStudies?.forEach((study, index) => {
    for (const key of ['sector', 'challenge', 'work', 'outcome', 'duration'] as const) {
      text(`caseStudies[${index}].${key}`, study[key]);
    }
  });
  return problems;
}

export function defineFirmConfig(config: FirmConfig): FirmConfig {
  const problems = problemsOf(config);
  if (problems.length > 0) {
    throw new Error(`src/content/firm.ts is invalid:\n- ${problems.join('\n- ')}`);
  }
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
