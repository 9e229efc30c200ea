import type { Service } from '../types.ts';
import { replyWithin } from '../reply-promise.ts';

const service: Service = {
  slug: 'gdpr',
  name: 'GDPR Compliance',
  navLabel: 'GDPR',
  icon: 'gavel',
  illustration: '/services/gdpr.svg',
  card: {
    description:
      "Meet the EU General Data Protection Regulation's requirements for lawful processing, data subject rights, breach response and accountability, wherever you are based.",
    bullets: [
      'GDPR gap assessment',
      'Data subject request handling',
      'Consent management',
      'Policies and staff awareness',
    ],
  },
  detail: {
    description:
      'The GDPR applies to organizations established in the EU and to those outside it that offer goods or services to, or monitor, people in the EU. We assess your gaps, build records of processing, set up data subject request and consent processes, prepare breach response for the 72-hour notification window and train staff.',
    keyDeliverables: [
      'Gap assessment with a prioritized remediation plan',
      'Records of processing activities',
      'Data subject request and consent procedures',
      'Breach response plan for 72-hour notification',
      'Privacy notices, policies and staff training',
    ],
    clientBenefits: [
      'Reduced exposure to fines and complaints',
      "Credible answers to EU customers' privacy questions",
      'Data subject requests handled consistently and on time',
      'Accountability records ready for supervisory authorities',
    ],
    painPoints: [
      'EU customers requiring GDPR assurance before signing',
      'No process for access or erasure requests',
      'Uncertainty about lawful basis and consent',
    ],
  },
  landing: {
    metaTitle: 'GDPR Compliance Consulting',
    metaDescription:
      'GDPR consulting: gap assessment, records of processing, data subject requests, consent management, breach response and staff awareness.',
    heroSubtitle:
      'Put the GDPR into practice: lawful bases documented, data subject requests answered, consent recorded and personal data breaches reported to the supervisory authority within 72 hours where feasible.',
    offerings: [
      {
        icon: 'search',
        title: 'Gap Assessment',
        description:
          'Review processing against GDPR principles, lawful bases, transfers and accountability duties, including whether you need a DPO under Article 37 or DPIAs under Article 35.',
      },
      {
        icon: 'users',
        title: 'Data Subject Requests and Consent',
        description:
          'Procedures and templates for access, rectification, erasure and objection requests, and consent capture and withdrawal that meet the GDPR conditions for consent.',
      },
      {
        icon: 'school',
        title: 'Staff Awareness',
        description:
          'Training for staff who handle personal data, covering how to recognize a request, when to escalate a breach and everyday data protection practice.',
      },
      {
        icon: 'file-text',
        title: 'Policies and Documentation',
        description:
          'Privacy notices, data protection policy, records of processing, retention schedule and breach response plan, kept current as your processing changes.',
      },
    ],
    benefits: [
      {
        icon: 'scale',
        title: 'Reduced Enforcement Risk',
        description:
          'Serious infringements can draw fines of up to EUR 20 million or 4% of worldwide annual turnover, whichever is higher; documented compliance lowers that exposure.',
      },
      {
        icon: 'clock',
        title: 'Faster Breach Response',
        description:
          'A tested plan lets you assess a personal data breach quickly and notify the supervisory authority within 72 hours where feasible.',
      },
      {
        icon: 'handshake',
        title: 'Customer Trust',
        description:
          'Clear notices and reliable request handling show customers and partners that their personal data is processed lawfully and transparently.',
      },
    ],
    ctaText: `Complete the GDPR questionnaire to describe your processing and current measures. We reply within ${replyWithin} with an initial assessment.`,
  },
};

export default service;
