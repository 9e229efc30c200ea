/**
 * The About page's text (/about). It names no people and claims no credential: the team, its
 * credentials, client sectors and case studies come from the firm config (src/content/firm.ts)
 * and appear only once the firm has filled them in; a section marked `requires` speaks of that
 * team and is left out until then.
 */

import { independentInternalAudit } from './statements.ts';
import type { AboutContent } from './types.ts';
import { replyWithin } from './reply-promise.ts';

export const about: AboutContent = {
  metaDescription:
    'Independent compliance consultancy based in India, advising organizations worldwide on ISO standards, GDPR, SOC 2, the DPDP Act and HIPAA.',
  heading: 'Independent Compliance Consulting',
  lead: 'An independent compliance consultancy based in India, working with organizations worldwide on information security, privacy, AI governance, IT audit and quality. We help you build management systems that stand up to an audit and keep working after it.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'We are an independent consultancy based in India. We are not part of a certification body, an audit firm or a software vendor, so our advice is not tied to selling a certificate, a report or a tool.',
        'We work with organizations in India and abroad, from companies preparing for their first customer security review to established businesses adding privacy or AI governance to an existing management system.',
        "Our services cover management systems under ISO/IEC 27001, ISO/IEC 27701, ISO/IEC 42001 and ISO 9001, readiness for SOC 2 examinations carried out by CPA firms, the GDPR for organizations that serve the EU, India's DPDP Act 2023 and the DPDP Rules 2025, IT audit and assurance, and healthcare IT compliance under HIPAA and HITRUST.",
        'Because these frameworks overlap, we map controls once and reuse the evidence. An organization pursuing ISO 27001 and SOC 2, or ISO 27701 and the GDPR, should not have to build two parallel systems.',
      ],
    },
    {
      heading: 'Team experience',
      requires: 'credentialed-team',
      paragraphs: [
        'The team has implemented and audited management systems under the standards it holds credentials for, listed below, and has prepared organizations for the examinations and audits that follow.',
      ],
    },
    {
      heading: 'How we work',
      paragraphs: [
        `Each engagement starts with a discovery questionnaire or a message describing what you need. We reply within ${replyWithin} with an initial view and, where it fits, a proposal.`,
        `We then assess gaps against the standard or law, agree a plan with named owners, build what is missing together with your team and test it through ${independentInternalAudit}, before any external audit.`,
        'We advise and prepare; certification bodies, CPA firms and regulators make their own decisions. We say so plainly and do not promise outcomes that are not ours to give.',
      ],
    },
  ],
  credentialNotes: [
    {
      title: 'ISO/IEC 27001 Lead Auditor',
      description:
        'Trained and examined in auditing information security management systems against ISO/IEC 27001:2022.',
    },
    {
      title: 'ISO/IEC 27001 Lead Implementer',
      description:
        'Trained and examined in implementing an information security management system to ISO/IEC 27001:2022.',
    },
    {
      title: 'ISO/IEC 42001 Lead Auditor',
      description: 'Auditing AI management systems, including AI risk assessment and AI system impact assessment.',
    },
    {
      title: 'ISO 9001 Lead Auditor',
      description:
        'Auditing quality management systems: processes, internal audits, management review and corrective action.',
    },
    {
      title: 'CISA',
      description: 'Certified Information Systems Auditor, awarded by ISACA: IT audit, control testing and assurance.',
    },
    {
      title: 'CISSP',
      description:
        'Certified Information Systems Security Professional, awarded by ISC2: security architecture, operations and risk management.',
    },
    {
      title: 'CIPP/E',
      description:
        'Certified Information Privacy Professional/Europe, awarded by the IAPP: European data protection law.',
    },
    {
      title: 'CIPM',
      description: 'Certified Information Privacy Manager, awarded by the IAPP: running a privacy programme.',
    },
    {
      title: 'CDPSE',
      description:
        'Certified Data Privacy Solutions Engineer, awarded by ISACA: privacy built into systems, data flows and processes.',
    },
    {
      title: 'HCISPP',
      description:
        'HealthCare Information Security and Privacy Practitioner, awarded by ISC2: the protection of health information.',
    },
  ],
  principlesHeading: 'Principles we hold to',
  principles: [
    {
      title: 'Independence',
      description: `We advise; certification bodies certify. We never audit our own work: where we helped build a management system, we offer ${independentInternalAudit}, objective and impartial as clause 9.2 of the ISO management system standards requires. We never promise a certification decision.`,
    },
    {
      title: 'Evidence over paperwork',
      description:
        'A control counts when records show it operating. We build controls that produce evidence, not documents written only for the auditor.',
    },
    {
      title: 'Plain language',
      description:
        'Policies, findings and reports are written so that the people who run the controls can read them and act on them.',
    },
  ],
};
