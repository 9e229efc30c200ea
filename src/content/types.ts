import type { SitePath } from '../routing/site-paths.ts';

/**
 * Shapes of the site's text content. Content lives in typed data files beside this one;
 * components only render it. Counts the site's layout fixes (four card bullets, five deliverables, ...) are encoded
 * as tuple types so that a missing bullet is a type error, and re-checked by unit tests.
 */

/** Icon names the UI knows how to draw (mapped to Tabler icons in src/shared/icons.tsx). */
export type IconName =
  | 'shield-lock'
  | 'user-shield'
  | 'brain'
  | 'certificate'
  | 'gavel'
  | 'building-bank'
  | 'report-search'
  | 'heartbeat'
  | 'award'
  | 'search'
  | 'file-text'
  | 'school'
  | 'clipboard-check'
  | 'lock'
  | 'users'
  | 'trending-up'
  | 'scale'
  | 'database'
  | 'map'
  | 'eye'
  | 'alert-triangle'
  | 'chart-bar'
  | 'settings'
  | 'world'
  | 'refresh'
  | 'target'
  | 'clock'
  | 'checklist'
  | 'stethoscope'
  | 'server'
  | 'fingerprint'
  | 'handshake';

export type Four<T> = readonly [T, T, T, T];
export type Five<T> = readonly [T, T, T, T, T];
export type Three<T> = readonly [T, T, T];

export type ServiceSlug =
  | 'iso-27001'
  | 'iso-27701'
  | 'iso-42001'
  | 'gdpr'
  | 'soc-2'
  | 'dpdp-act-2023'
  | 'it-audit-assurance'
  | 'healthcare-it-compliance'
  | 'iso-9001';

export interface TitledText {
  readonly title: string;
  readonly description: string;
}

export interface Offering extends TitledText {
  readonly icon: IconName;
}

export interface Service {
  /** Last part of /services/{slug}; also the anchor id on /services. */
  readonly slug: ServiceSlug;
  /**
   * The service's one name, used for its card, its section on /services and its page heading,
   * and by articles that offer it, e.g. "SOC 2 Type II Readiness and Audit Support".
   */
  readonly name: string;
  /** Short form of the name for the navigation and buttons, e.g. "SOC 2"; the name starts with it. */
  readonly navLabel: string;
  readonly icon: IconName;
  /**
   * The landing page's hero illustration: a path under public/ of a 480 by 320 SVG drawn in the
   * blog illustrations' palette, so each service page is recognisable at a glance.
   */
  readonly illustration: `/services/${string}.svg`;
  /** Path of a guide article linked from the landing page's hero and closing section. */
  readonly guide?: SitePath;
  /** Home page card. */
  readonly card: {
    readonly description: string;
    readonly bullets: Four<string>;
  };
  /** Section on the /services overview. */
  readonly detail: {
    readonly description: string;
    readonly keyDeliverables: Five<string>;
    readonly clientBenefits: Four<string>;
    readonly painPoints: Three<string>;
  };
  /** Landing page /services/{slug}. */
  readonly landing: {
    /** <title> and og:title of the landing page. */
    readonly metaTitle: string;
    /** Meta description, 70 to 160 characters. */
    readonly metaDescription: string;
    readonly heroSubtitle: string;
    readonly offerings: Four<Offering>;
    readonly benefits: Three<Offering>;
    /** Text of the closing 'Get Started Today' section. */
    readonly ctaText: string;
  };
}

export type Phase = 'Plan' | 'Do' | 'Check' | 'Act';

export interface ClauseCard {
  /** Clause number, 4 to 10. */
  readonly id: 4 | 5 | 6 | 7 | 8 | 9 | 10;
  /** Short title shown on the card, e.g. "Context". */
  readonly title: string;
  /** Full clause title, e.g. "Context of the Organization". */
  readonly fullTitle: string;
  readonly phase: Phase;
  readonly icon: IconName;
  readonly subsections: readonly string[];
}

export interface StructureDiagram {
  /** Section id on the service page, e.g. "iso27001-structure". */
  readonly anchor: string;
  readonly heading: string;
  readonly intro: string;
  readonly clauses: readonly ClauseCard[];
}

export interface AboutSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /**
   * 'credentialed-team': the section speaks of the team's experience, so it is shown only while
   * the firm config lists team members holding credentials (see sectionsShown in ./identity.ts).
   */
  readonly requires?: 'credentialed-team';
}

export interface AboutContent {
  readonly metaDescription: string;
  readonly heading: string;
  readonly lead: string;
  readonly sections: readonly AboutSection[];
  /**
   * What common credentials mean, to explain those the firm config's team members hold. A
   * credential appears on the page only when a team member in src/content/firm.ts holds it.
   */
  readonly credentialNotes: readonly TitledText[];
  readonly principlesHeading: string;
  readonly principles: readonly TitledText[];
}
