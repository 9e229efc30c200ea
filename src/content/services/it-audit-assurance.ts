import type { Service } from '../types.ts';
import { replyWithin } from '../reply-promise.ts';

const service: Service = {
  slug: 'it-audit-assurance',
  name: 'IT Audit and Assurance',
  navLabel: 'IT Audit and Assurance',
  icon: 'report-search',
  illustration: '/services/it-audit-assurance.svg',
  card: {
    description:
      'Independent review of IT general controls, applications and infrastructure, with findings rated by risk and remediation plans that management can act on.',
    bullets: [
      'Audit planning and scoping',
      'Control effectiveness testing',
      'Application and infrastructure audits',
      'Reporting and remediation',
    ],
  },
  detail: {
    description:
      'Boards, audit committees and regulators need assurance that IT controls work as designed. We plan and scope audits around your risks, test IT general controls and application controls, review infrastructure and cloud configurations, and report findings with root causes, risk ratings and remediation plans agreed with control owners.',
    keyDeliverables: [
      'Risk-based audit plan and scope',
      'Control testing workpapers with sampled evidence',
      'Application and infrastructure audit reports',
      'Findings rated by risk, with root cause',
      'Remediation tracking and follow-up testing',
    ],
    clientBenefits: [
      'An independent view of control effectiveness',
      'Weaknesses found before external auditors find them',
      'Evidence for boards, audit committees and regulators',
      'Remediation priorities tied to business risk',
    ],
    painPoints: [
      'No in-house capacity for specialist IT audits',
      'Repeated findings from external auditors',
      'Controls assumed to work but never tested',
    ],
  },
  landing: {
    metaTitle: 'IT Audit and Assurance Services',
    metaDescription:
      'IT audit and assurance: risk-based planning, IT general and application control testing, infrastructure audits, reporting and remediation.',
    heroSubtitle:
      'Independent testing of IT general controls, applications and infrastructure, reported in plain language with risk ratings and remediation plans for management, audit committees and regulators.',
    offerings: [
      {
        icon: 'map',
        title: 'Audit Planning and Scoping',
        description:
          'Agree objectives, scope, criteria and sampling approach from a risk assessment of your systems, so audit effort follows business and regulatory risk.',
      },
      {
        icon: 'checklist',
        title: 'Control Effectiveness Testing',
        description:
          'Test the design and operating effectiveness of access, change management, backup, IT operations and security monitoring controls against sampled evidence.',
      },
      {
        icon: 'server',
        title: 'Application and Infrastructure Audits',
        description:
          'Review application controls, interfaces and data integrity, and the configuration of servers, networks, databases and cloud platforms against hardening baselines.',
      },
      {
        icon: 'report-search',
        title: 'Reporting and Remediation',
        description:
          'Findings rated by risk with root cause and owner, agreed action plans, and follow-up testing to confirm that remediation has worked.',
      },
    ],
    benefits: [
      {
        icon: 'eye',
        title: 'Independent Assurance',
        description:
          'Testing by reviewers who did not design or operate the controls gives boards and regulators an objective view of how they perform.',
      },
      {
        icon: 'trending-up',
        title: 'Fewer Repeat Findings',
        description:
          'Root-cause analysis and follow-up testing address the underlying weakness, not only the exception found in the sample.',
      },
      {
        icon: 'target',
        title: 'Risk-Based Focus',
        description:
          'Audit time goes to the systems and controls that matter most for your financial reporting, operations and compliance obligations.',
      },
    ],
    ctaText: `Describe your environment and audit objectives in the IT audit questionnaire. We reply within ${replyWithin} with a proposed scope and approach.`,
  },
};

export default service;
