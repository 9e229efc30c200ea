import type { Service } from '../types.ts';
import { replyWithin } from '../reply-promise.ts';

const service: Service = {
  slug: 'healthcare-it-compliance',
  name: 'Healthcare IT Compliance (HIPAA and HITRUST)',
  navLabel: 'Healthcare IT Compliance',
  icon: 'heartbeat',
  illustration: '/services/healthcare-it-compliance.svg',
  card: {
    description:
      'Protect health information and meet HIPAA, HITECH and HITRUST expectations across clinical systems, business associate services and connected medical devices.',
    bullets: [
      'HIPAA gap analysis',
      'Health information protection',
      'HITRUST certification support',
      'Breach notification readiness',
    ],
  },
  detail: {
    description:
      "Covered entities and business associates must protect health information through the HIPAA Security Rule's administrative, physical and technical safeguards, and HITECH makes business associates directly liable. We run gap and risk analyses, secure clinical systems and medical devices, prepare HITRUST e1, i1 or r2 assessments and set up breach notification.",
    keyDeliverables: [
      'HIPAA Security Rule gap analysis and risk analysis',
      'Safeguards mapped to 164.308, 164.310 and 164.312',
      'Medical device inventory and security assessment',
      'HITRUST CSF readiness for e1, i1 or r2',
      'Breach response and notification procedures',
    ],
    clientBenefits: [
      'Evidence for hospital and payer due diligence',
      'Business associate obligations understood and met',
      'A HITRUST route matched to your risk and customers',
      'Breach notification decisions made within HITECH timelines',
    ],
    painPoints: [
      'Healthcare customers requiring HIPAA or HITRUST assurance',
      'Connected medical devices outside security oversight',
      'No tested process for breach notification',
    ],
  },
  landing: {
    metaTitle: 'Healthcare IT Compliance (HIPAA and HITRUST)',
    metaDescription:
      'HIPAA, HITECH and HITRUST consulting: gap analysis, protection of health information, medical device security and breach notification.',
    heroSubtitle:
      'Protect patient data across electronic health records, cloud services and medical devices, and show customers and assessors that your safeguards meet HIPAA, HITECH and HITRUST requirements.',
    offerings: [
      {
        icon: 'search',
        title: 'HIPAA Gap Analysis',
        description:
          'Assess administrative, physical and technical safeguards against the HIPAA Security Rule and document the risk analysis the Rule requires.',
      },
      {
        icon: 'stethoscope',
        title: 'Health Information Protection',
        description:
          'Access control, audit logging, encryption and integrity controls for systems holding electronic health information, including medical device security and network segmentation.',
      },
      {
        icon: 'certificate',
        title: 'HITRUST Certification Support',
        description:
          'Choose between the e1, i1 and r2 assessments of HITRUST CSF v11, prepare scope and evidence, and support you through validation by an external assessor.',
      },
      {
        icon: 'alert-triangle',
        title: 'Breach Notification',
        description:
          'Incident response and breach risk assessment procedures that meet HITECH notice duties, including notice to affected individuals within 60 days of discovery.',
      },
    ],
    benefits: [
      {
        icon: 'lock',
        title: 'Patient Data Protection',
        description:
          'Safeguards cover the whole path of health information, from clinical workstations and medical devices to cloud and third-party services.',
      },
      {
        icon: 'handshake',
        title: 'Customer Assurance',
        description:
          'HIPAA documentation and a HITRUST assessment answer the due diligence that hospitals, payers and health technology buyers carry out.',
      },
      {
        icon: 'clock',
        title: 'Breach Readiness',
        description:
          'Tested procedures help you decide quickly whether an incident is a notifiable breach and notify individuals, and the media where required, on time.',
      },
    ],
    ctaText: `Complete the healthcare IT questionnaire to describe your systems and obligations. We reply within ${replyWithin} with an initial assessment.`,
  },
};

export default service;
