/**
 * Statements several pages make, each written once here so the pages cannot drift apart.
 * Pure text: no React, no Node.
 */

/**
 * Who carries out the internal audit of a management system the firm helped build. Clause 9.2 of
 * ISO/IEC 27001, ISO/IEC 27701, ISO/IEC 42001 and ISO 9001 asks for auditors chosen so that the audit
 * is objective and impartial, and nobody audits their own work: wherever a page offers internal
 * audit, it says so in these words (tests/unit/statements.test.ts).
 */
export const independentInternalAudit = 'internal audit by a consultant who took no part in building the system';

/** The two editions of ISO/IEC 27701 and what each is, as the service page and the structure diagram state them. */
export const iso27701Editions =
  'ISO/IEC 27701:2019 extended ISO/IEC 27001 with privacy requirements for PII controllers and processors; ISO/IEC 27701:2025 is a standalone privacy information management system (PIMS) standard.';

/** A statement at the start of a sentence or a list item. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
