import { capitalised, independentInternalAudit } from '../statements.ts';
import type { Service } from '../types.ts';
import { replyWithin } from '../reply-promise.ts';

const service: Service = {
  slug: 'iso-9001',
  name: 'ISO 9001 Quality Management',
  navLabel: 'ISO 9001',
  icon: 'award',
  illustration: '/services/iso-9001.svg',
  card: {
    description:
      'Build an ISO 9001:2015 quality management system around the way you deliver products and services, and keep it improving after certification.',
    bullets: [
      'QMS gap analysis',
      'Process documentation and training',
      capitalised(independentInternalAudit),
      'Continuous improvement',
    ],
  },
  detail: {
    description: `ISO 9001:2015, amended in 2024 to address climate change, sets requirements for a quality management system (QMS) focused on customer requirements and consistent outcomes. We map your processes, document what is needed, train process owners, hold management reviews, offer ${independentInternalAudit}, and set up corrective action and improvement routines.`,
    keyDeliverables: [
      'QMS gap analysis against ISO 9001:2015',
      'Process maps, quality policy and quality objectives',
      'Documented information and process owner training',
      `${capitalised(independentInternalAudit)}, and management review`,
      'Corrective action and improvement procedures',
    ],
    clientBenefits: [
      'Consistent delivery that customers can rely on',
      'Eligibility for tenders that require ISO 9001',
      'Fewer errors, rework and complaints',
      'Decisions based on process performance data',
    ],
    painPoints: [
      'Tenders and customers requiring ISO 9001 certification',
      'Inconsistent processes and recurring complaints',
      'Quality that depends on individuals, not processes',
    ],
  },
  landing: {
    metaTitle: 'ISO 9001 Quality Management Consulting',
    metaDescription:
      'ISO 9001:2015 consulting: quality management system gap analysis, process documentation, training, internal audits and continuous improvement.',
    heroSubtitle:
      'Implement an ISO 9001:2015 quality management system that reflects how your organization actually works, with documentation people use and internal audits that lead to real improvements.',
    offerings: [
      {
        icon: 'search',
        title: 'QMS Gap Analysis',
        description:
          'Compare current processes with each ISO 9001:2015 requirement, including context, risks and opportunities, and produce a prioritized implementation plan.',
      },
      {
        icon: 'file-text',
        title: 'Process Documentation and Training',
        description:
          'Map core and support processes, write the quality policy, objectives and necessary procedures, and train process owners to run and measure them.',
      },
      {
        icon: 'clipboard-check',
        title: 'Internal Audits',
        description: `Management reviews and ${independentInternalAudit}, testing whether processes deliver their intended results, then preparation for the certification audit.`,
      },
      {
        icon: 'trending-up',
        title: 'Continuous Improvement',
        description:
          'Corrective action, root cause analysis and performance indicators that keep the system improving through surveillance audits and recertification.',
      },
    ],
    benefits: [
      {
        icon: 'checklist',
        title: 'Consistent Quality',
        description:
          'Defined processes, controls and measures make results less dependent on individual effort and easier to repeat across teams and sites.',
      },
      {
        icon: 'users',
        title: 'Customer Focus',
        description:
          'Customer requirements, feedback and complaints feed into planning and improvement, as the standard requires, rather than being handled case by case.',
      },
      {
        icon: 'world',
        title: 'Market Access',
        description:
          'Certification by an accredited body meets a common requirement in tenders, supplier qualification and export contracts.',
      },
    ],
    ctaText: `Complete the ISO 9001 questionnaire about your processes and certification goals. You will receive a customized proposal within ${replyWithin}.`,
  },
};

export default service;
