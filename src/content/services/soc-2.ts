import type { Service } from '../types.ts';
import { replyWithin } from '../reply-promise.ts';

const service: Service = {
  slug: 'soc-2',
  name: 'SOC 2 Type II Readiness and Audit Support',
  navLabel: 'SOC 2',
  icon: 'certificate',
  illustration: '/services/soc-2.svg',
  card: {
    description:
      'Prepare for a SOC 2 Type II examination against the AICPA Trust Services Criteria, from readiness assessment to evidence collection and auditor support.',
    bullets: ['Readiness assessment', 'Control implementation', 'Policies and evidence', 'CPA audit support'],
  },
  detail: {
    description:
      'A SOC 2 report is an attestation by an independent CPA firm, not a certification. We assess readiness against the Trust Services Criteria, with Security required and Availability, Processing Integrity, Confidentiality and Privacy chosen by scope, implement missing controls, document them and prepare evidence for the Type II observation period.',
    keyDeliverables: [
      'Readiness assessment against the selected criteria',
      'System description and control matrix',
      'Remediation plan and control implementation support',
      'Policies, procedures and evidence collection calendar',
      "Support during the CPA firm's Type II examination",
    ],
    clientBenefits: [
      'A report that answers enterprise security reviews',
      'Controls that operate all year, not only at audit time',
      'Fewer surprises during audit fieldwork',
      'Clear scope and criteria before engaging an auditor',
    ],
    painPoints: [
      'Enterprise customers requiring a SOC 2 Type II report',
      'Controls in place but no evidence of operation',
      'Uncertainty about scope and applicable criteria',
    ],
  },
  landing: {
    metaTitle: 'SOC 2 Type II Readiness and Audit Support',
    metaDescription:
      'SOC 2 Type II readiness: assessment against the Trust Services Criteria, control implementation, documentation and CPA audit support.',
    heroSubtitle:
      'Prepare for a SOC 2 Type II examination, which tests whether your controls were designed and operated effectively over a period, with scope, controls and evidence ready before the auditor starts.',
    offerings: [
      {
        icon: 'search',
        title: 'Readiness Assessment',
        description:
          'Compare your controls with the Security common criteria and any other Trust Services Criteria in scope, and close gaps before the observation period starts.',
      },
      {
        icon: 'settings',
        title: 'Control Implementation',
        description:
          'Design and implement missing controls for access, change management, monitoring, vendor management and incident response, sized to your systems and team.',
      },
      {
        icon: 'file-text',
        title: 'Documentation',
        description:
          'Write the system description, policies and procedures, and set an evidence calendar so each control produces records throughout the period.',
      },
      {
        icon: 'clipboard-check',
        title: 'Audit Support',
        description:
          'Help you select a CPA firm, coordinate evidence requests and walkthroughs during fieldwork, and respond to any exceptions the auditor identifies.',
      },
    ],
    benefits: [
      {
        icon: 'trending-up',
        title: 'Shorter Security Reviews',
        description:
          "A SOC 2 Type II report answers much of a customer security questionnaire with one independent document, shared under the report's use restrictions.",
      },
      {
        icon: 'lock',
        title: 'Controls That Operate',
        description:
          'Controls are built to produce evidence continuously, which is exactly what a Type II examination tests over the period.',
      },
      {
        icon: 'target',
        title: 'Proportionate Scope',
        description:
          "Systems, criteria and period are defined up front, so the auditor's engagement and your own effort stay proportionate to what customers need.",
      },
    ],
    ctaText: `Complete the SOC 2 questionnaire to describe your systems and your customers' expectations. We reply within ${replyWithin} with a readiness view and a proposed timeline.`,
  },
};

export default service;
