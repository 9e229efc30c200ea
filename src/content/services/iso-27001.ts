import { capitalised, independentInternalAudit } from '../statements.ts';
import { sitePath } from '../../routing/site-paths.ts';
import type { Service } from '../types.ts';
import { replyWithin } from '../reply-promise.ts';

const service: Service = {
  slug: 'iso-27001',
  name: 'ISO 27001 Information Security',
  navLabel: 'ISO 27001',
  icon: 'shield-lock',
  illustration: '/services/iso-27001.svg',
  guide: sitePath('blogPost', 'iso-27001-2022-guide'),
  card: {
    description:
      'Build and run an information security management system that meets ISO/IEC 27001:2022, from gap analysis and risk assessment to the certification audit.',
    bullets: [
      'Gap analysis and risk assessment',
      'Policy and procedure development',
      'Employee awareness training',
      'Audit preparation and support',
    ],
  },
  detail: {
    description:
      'ISO/IEC 27001:2022 sets the requirements for an information security management system (ISMS). We scope the ISMS, assess risks against the 93 Annex A controls in four themes, write policies and procedures your teams will actually use, train staff and prepare you for the stage 1 and stage 2 certification audits.',
    keyDeliverables: [
      'Gap analysis report against ISO/IEC 27001:2022',
      'Risk assessment and risk treatment plan',
      'Statement of Applicability covering all 93 Annex A controls',
      'ISMS policies, procedures and required records',
      `${capitalised(independentInternalAudit)}, and management review, before certification`,
    ],
    clientBenefits: [
      'Recognized evidence of security for customers and tenders',
      'Controls selected by risk, not by checklist',
      'Clear ownership of information security decisions',
      'An ISMS your team can run after the engagement',
    ],
    painPoints: [
      'Customers and tenders asking for ISO 27001 certification',
      'Security policies that exist only on paper',
      'No structured view of information security risk',
    ],
  },
  landing: {
    metaTitle: 'ISO 27001 Information Security Consulting',
    metaDescription:
      'ISO/IEC 27001:2022 consulting: gap analysis, risk assessment, policies, awareness training and support through the certification audit.',
    heroSubtitle:
      'Implement an ISO/IEC 27001:2022 information security management system that fits how your organization works, and go into the certification audit with evidence that your controls operate.',
    offerings: [
      {
        icon: 'search',
        title: 'Gap Analysis and Risk Assessment',
        description:
          'Compare current practice with each clause and the 93 Annex A controls, then identify, analyze and evaluate information security risks to set treatment priorities.',
      },
      {
        icon: 'file-text',
        title: 'Policy and Procedure Development',
        description:
          'Write the information security policy, the Statement of Applicability and the procedures your selected controls need, sized to your organization rather than copied from a template.',
      },
      {
        icon: 'school',
        title: 'Employee Awareness Training',
        description:
          'Role-based sessions on security responsibilities, phishing, incident reporting and acceptable use, with attendance records that serve as evidence of awareness under clause 7.3.',
      },
      {
        icon: 'clipboard-check',
        title: 'Audit Preparation and Support',
        description: `${capitalised(independentInternalAudit)}, management review and a mock certification audit, then support during the stage 1 and stage 2 audits and the closure of any nonconformities.`,
      },
    ],
    benefits: [
      {
        icon: 'handshake',
        title: 'Customer Trust',
        description:
          'Certification by an accredited body gives customers and procurement teams independent evidence of how you manage information security.',
      },
      {
        icon: 'target',
        title: 'Risk-Based Controls',
        description:
          'Controls are selected and justified from your own risk assessment, so effort and budget go where the risk actually is.',
      },
      {
        icon: 'refresh',
        title: 'A Lasting ISMS',
        description:
          'Internal audits, metrics and management reviews keep the system working through surveillance audits in years one and two and recertification in year three.',
      },
    ],
    ctaText: `Tell us about your scope and current controls in the ISO 27001 questionnaire. We reply within ${replyWithin} with an initial view of your gaps and a proposed plan.`,
  },
};

export default service;
