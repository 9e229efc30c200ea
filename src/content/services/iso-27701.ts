import { independentInternalAudit, iso27701Editions } from '../statements.ts';
import type { Service } from '../types.ts';
import { replyWithin } from '../reply-promise.ts';

const service: Service = {
  slug: 'iso-27701',
  name: 'ISO 27701 Privacy Information Management',
  navLabel: 'ISO 27701',
  icon: 'user-shield',
  illustration: '/services/iso-27701.svg',
  card: {
    description:
      'Extend your ISO 27001 management system to cover personal data, or build a standalone privacy information management system under ISO/IEC 27701:2025.',
    bullets: [
      'Data mapping and inventory',
      'Privacy policy drafting',
      'Privacy impact assessment',
      'Controller and processor controls',
    ],
  },
  detail: {
    description: `${iso27701Editions} We map your personal data, draft privacy policies and notices, run privacy impact assessments and align the PIMS with GDPR, the DPDP Act and similar laws.`,
    keyDeliverables: [
      'Personal data inventory and data flow maps',
      'PIMS scope and PII controller or processor roles',
      'Privacy policy, notices and supporting procedures',
      'Privacy impact assessment method and first assessments',
      'Mapping of PIMS controls to GDPR and DPDP Act duties',
    ],
    clientBenefits: [
      'One management system for security and privacy',
      'Demonstrable accountability to customers and regulators',
      'Privacy evidence that supports GDPR and DPDP compliance',
      'Clear roles for controller and processor activities',
    ],
    painPoints: [
      'No reliable record of the personal data held',
      'Customer privacy questionnaires answered case by case',
      'Security and privacy work run in separate silos',
    ],
  },
  landing: {
    metaTitle: 'ISO 27701 Privacy Information Management Consulting',
    metaDescription:
      'ISO/IEC 27701 consulting: data mapping, privacy policies, privacy impact assessments and a PIMS built on ISO 27001 or as a standalone system.',
    heroSubtitle:
      'Build a privacy information management system that shows how you govern personal data, either as an extension of your ISO 27001 ISMS or as a standalone system under the 2025 edition.',
    offerings: [
      {
        icon: 'database',
        title: 'Data Mapping',
        description:
          'Identify the personal data you collect, where it is stored, who can access it, where it is transferred and whether you act as controller or processor.',
      },
      {
        icon: 'file-text',
        title: 'Privacy Policy Drafting',
        description:
          'Draft the privacy policy, notices, retention rules and procedures for data subject requests, consistent with the privacy laws that apply to your processing.',
      },
      {
        icon: 'eye',
        title: 'Privacy Impact Assessment',
        description:
          'Set up a repeatable privacy impact assessment method and run the first assessments on high-risk processing, new products and new suppliers.',
      },
      {
        icon: 'clipboard-check',
        title: 'Certification Readiness',
        description: `Management review of the PIMS and ${independentInternalAudit}, followed by support through the certification body's audit and any corrective actions it raises.`,
      },
    ],
    benefits: [
      {
        icon: 'settings',
        title: 'Integrated Management',
        description:
          'Where you already hold ISO 27001, privacy controls reuse the same risk process, documentation and audit cycle instead of a parallel system.',
      },
      {
        icon: 'scale',
        title: 'Regulatory Alignment',
        description:
          'PIMS controls are mapped to GDPR and DPDP Act obligations, so one set of evidence supports compliance work under several laws.',
      },
      {
        icon: 'handshake',
        title: 'Customer Assurance',
        description:
          'A certified PIMS gives customers and partners independent evidence of how you handle personal data, including data you process on their behalf.',
      },
    ],
    ctaText: `Describe your processing activities in the ISO 27701 questionnaire. We reply within ${replyWithin} with a proposed scope and approach.`,
  },
};

export default service;
