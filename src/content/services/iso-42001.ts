import type { Service } from '../types.ts';
import { replyWithin } from '../reply-promise.ts';

const service: Service = {
  slug: 'iso-42001',
  name: 'ISO 42001 AI Governance',
  navLabel: 'ISO 42001',
  icon: 'brain',
  illustration: '/services/iso-42001.svg',
  card: {
    description:
      'Set up an AI management system under ISO/IEC 42001:2023 that governs how you develop, provide or use AI systems responsibly.',
    bullets: [
      'AI risk and impact assessment',
      'Responsible AI policy framework',
      'Bias and performance monitoring',
      'AI system documentation',
    ],
  },
  detail: {
    description:
      'ISO/IEC 42001:2023 is the first management system standard for artificial intelligence. We inventory your AI systems, run AI risk assessments and AI system impact assessments, define an AI policy and ethics principles, set up bias and performance monitoring, and select from the 38 Annex A controls to prepare you for certification.',
    keyDeliverables: [
      'AI system inventory and AI management system scope',
      'AI risk assessment and risk treatment plan',
      'AI system impact assessments for affected people',
      'AI policy, ethics principles and Statement of Applicability',
      'Bias, performance and data quality monitoring procedures',
    ],
    clientBenefits: [
      'Structured answers to customer AI due diligence',
      'Governance that scales with new AI use cases',
      'Clear accountability for AI decisions and outcomes',
      'A base for responding to emerging AI regulation',
    ],
    painPoints: [
      'Customers asking how your AI is governed',
      'AI use growing without inventory or oversight',
      'Unclear ownership of AI risk and bias',
    ],
  },
  landing: {
    metaTitle: 'ISO 42001 AI Governance Consulting',
    metaDescription:
      'ISO/IEC 42001:2023 consulting: AI risk and impact assessment, AI policy and ethics, bias monitoring and documentation for certification.',
    heroSubtitle:
      'Govern the AI systems you build, provide or use with an ISO/IEC 42001:2023 AI management system, from risk and impact assessment to the controls and records an auditor will examine.',
    offerings: [
      {
        icon: 'alert-triangle',
        title: 'AI Risk and Impact Assessment',
        description:
          'Assess AI risks to your organization and the impact of AI systems on individuals, groups and society, then plan treatment using the 38 Annex A controls.',
      },
      {
        icon: 'scale',
        title: 'Ethics Framework',
        description:
          'Define an AI policy, principles for fairness, transparency and human oversight, and the roles that approve, monitor and retire AI systems.',
      },
      {
        icon: 'chart-bar',
        title: 'Bias Monitoring',
        description:
          'Set metrics, thresholds and review routines for bias, accuracy and drift across the AI system life cycle, with escalation when results fall outside tolerance.',
      },
      {
        icon: 'file-text',
        title: 'Documentation',
        description:
          'Produce the AI system inventory, Statement of Applicability, impact assessment records and system documentation that the certification audit will sample.',
      },
    ],
    benefits: [
      {
        icon: 'target',
        title: 'Responsible AI in Practice',
        description:
          'Principles become assigned controls and records, so responsible AI is something you can demonstrate rather than only state.',
      },
      {
        icon: 'handshake',
        title: 'Customer Confidence',
        description:
          'Certification gives customers and partners independent evidence that your AI systems are governed, assessed and monitored.',
      },
      {
        icon: 'gavel',
        title: 'Regulatory Preparedness',
        description:
          'A documented AI management system gives you a working base for responding to AI laws and sector guidance as they develop.',
      },
    ],
    ctaText: `Tell us how you develop or use AI in the ISO 42001 questionnaire. We reply within ${replyWithin} with an initial assessment and next steps.`,
  },
};

export default service;
