import { keyDateText } from '../key-dates.ts';
import type { Service } from '../types.ts';
import { replyWithin } from '../reply-promise.ts';

// The day most obligations apply, as every text of the site states it.
const mostObligations = keyDateText('dpdpMostObligations');

const service: Service = {
  slug: 'dpdp-act-2023',
  name: 'DPDP Act 2023 Compliance',
  navLabel: 'DPDP Act 2023',
  icon: 'building-bank',
  illustration: '/services/dpdp-act-2023.svg',
  card: {
    description:
      "Prepare for India's Digital Personal Data Protection Act, 2023 and the DPDP Rules 2025, whether you act as Data Fiduciary or Data Processor.",
    bullets: [
      'DPDP gap assessment',
      'Data Protection Impact Assessment',
      'Notice and consent management',
      'Data Principal rights handling',
    ],
  },
  detail: {
    description: `The DPDP Rules 2025, notified on 13 November 2025, phase in obligations: the Data Protection Board provisions and the Consent Manager provisions are in force now, and most Data Fiduciary duties start on ${mostObligations}. We assess gaps, set up notice and consent, handle Data Principal rights and prepare Significant Data Fiduciaries for Data Protection Impact Assessment.`,
    keyDeliverables: [
      'Gap assessment against the Act and DPDP Rules 2025',
      'Personal data inventory and Data Fiduciary role mapping',
      'Notice and consent design with Consent Manager readiness',
      'Data Principal rights and grievance redressal procedures',
      'Data Protection Impact Assessment for Significant Data Fiduciaries',
    ],
    clientBenefits: [
      "A compliance plan timed to the Rules' phased deadlines",
      'Reduced exposure to penalties of up to INR 250 crore',
      'Consent records that can be shown to the Board',
      "Children's data handled with verifiable parental consent",
    ],
    painPoints: [
      `Unclear which obligations are in force now and which start on ${mostObligations}`,
      "Notices and consent below the Act's standard",
      'Uncertainty about Significant Data Fiduciary status',
    ],
  },
  landing: {
    metaTitle: 'DPDP Act 2023 Compliance Consulting',
    metaDescription:
      'DPDP Act 2023 and DPDP Rules 2025 consulting for Data Fiduciaries: gap assessment, DPIA, consent management and Data Principal rights.',
    heroSubtitle: `The Board and Consent Manager provisions of the DPDP Rules 2025 are in force now; most Data Fiduciary obligations start on ${mostObligations}. Put notice, consent and Data Principal rights in place before then.`,
    offerings: [
      {
        icon: 'search',
        title: 'Gap Assessment',
        description:
          'Review how you collect and use digital personal data against the Act and Rules, and confirm whether you act as Data Fiduciary, Data Processor or Significant Data Fiduciary.',
      },
      {
        icon: 'alert-triangle',
        title: 'Data Protection Impact Assessment',
        description:
          'Design and run the periodic Data Protection Impact Assessment the Act requires of Significant Data Fiduciaries, alongside their Data Protection Officer and independent data audits.',
      },
      {
        icon: 'checklist',
        title: 'Consent Management',
        description:
          'Notices and consent that are free, specific, informed, unconditional and unambiguous, with withdrawal as easy as giving consent and readiness for registered Consent Managers.',
      },
      {
        icon: 'users',
        title: 'Data Principal Rights',
        description:
          'Procedures for access to information, correction and erasure, grievance redressal and nomination, with records you can show the Data Protection Board of India.',
      },
    ],
    benefits: [
      {
        icon: 'clock',
        title: 'Deadline Planning',
        description: `Work is sequenced to the Rules' phasing: Board provisions in force since 13 November 2025, Consent Manager provisions since 13 November 2026 and most obligations from ${mostObligations}.`,
      },
      {
        icon: 'scale',
        title: 'Lower Penalty Exposure',
        description:
          "Penalties reach INR 250 crore for failing to take reasonable security safeguards and INR 200 crore for breach notification or children's data failures.",
      },
      {
        icon: 'handshake',
        title: 'Trust with Data Principals',
        description:
          'Clear notices, simple consent withdrawal and timely answers to rights requests show Data Principals how their personal data is used.',
      },
    ],
    ctaText: `Complete the DPDP questionnaire to map your processing and current controls. We reply within ${replyWithin} with a gap view and a plan timed to the Rules.`,
  },
};

export default service;
