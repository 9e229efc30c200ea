/**
 * The nine services: home page cards, sections on /services and the landing pages
 * /services/{slug}. Figures agree with shared/facts/compliance-facts.md. A service's
 * questionnaire is the catalogue form whose form.json names it ("serviceSlug").
 */

import type { Service } from './types.ts';

export const services: readonly Service[] = [
  {
    slug: 'iso-27001',
    name: 'ISO 27001 Information Security',
    navLabel: 'ISO 27001',
    icon: 'shield-lock',
    guide: '/blog/iso-27001-2022-guide',
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
        'Internal audit and management review before certification',
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
          description:
            'Internal audit, management review and a mock certification audit, then support during the stage 1 and stage 2 audits and the closure of any nonconformities.',
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
      ctaText:
        'Tell us about your scope and current controls in the ISO 27001 questionnaire. We reply within 24 hours with an initial view of your gaps and a proposed plan.',
    },
  },
  {
    slug: 'iso-27701',
    name: 'ISO 27701 Privacy Information Management',
    navLabel: 'ISO 27701',
    icon: 'user-shield',
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
      description:
        'ISO/IEC 27701:2019 extended ISO 27001 with privacy requirements for PII controllers and processors; the 2025 edition is a standalone privacy information management system (PIMS) standard. We map your personal data, draft privacy policies and notices, run privacy impact assessments and align the PIMS with GDPR, the DPDP Act and similar laws.',
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
          description:
            "Internal audit and management review of the PIMS, followed by support through the certification body's audit and any corrective actions it raises.",
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
      ctaText:
        'Describe your processing activities in the ISO 27701 questionnaire. We reply within 24 hours with a proposed scope and approach.',
    },
  },
  {
    slug: 'iso-42001',
    name: 'ISO 42001 AI Governance',
    navLabel: 'ISO 42001',
    icon: 'brain',
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
      ctaText:
        'Tell us how you develop or use AI in the ISO 42001 questionnaire. We reply within 24 hours with an initial assessment and next steps.',
    },
  },
  {
    slug: 'gdpr',
    name: 'GDPR Compliance',
    navLabel: 'GDPR',
    icon: 'gavel',
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
      ctaText:
        'Complete the GDPR questionnaire to describe your processing and current measures. We reply within 24 hours with an initial assessment.',
    },
  },
  {
    slug: 'soc-2',
    name: 'SOC 2 Type II Readiness and Audit Support',
    navLabel: 'SOC 2',
    icon: 'certificate',
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
      ctaText:
        "Complete the SOC 2 questionnaire to describe your systems and your customers' expectations. We reply within 24 hours with a readiness view and a proposed timeline.",
    },
  },
  {
    slug: 'dpdp-act-2023',
    name: 'DPDP Act 2023 Compliance',
    navLabel: 'DPDP Act 2023',
    icon: 'building-bank',
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
      description:
        'The DPDP Rules 2025, notified on 13 November 2025, phase in obligations: the Consent Manager provisions have applied since 13 November 2026, and most Data Fiduciary duties apply from 13 May 2027. We assess gaps, set up notice and consent, handle Data Principal rights and prepare Significant Data Fiduciaries for Data Protection Impact Assessment.',
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
        'Unclear obligations and deadlines under the new Rules',
        "Notices and consent below the Act's standard",
        'Uncertainty about Significant Data Fiduciary status',
      ],
    },
    landing: {
      metaTitle: 'DPDP Act 2023 Compliance Consulting',
      metaDescription:
        'DPDP Act 2023 and DPDP Rules 2025 consulting for Data Fiduciaries: gap assessment, DPIA, consent management and Data Principal rights.',
      heroSubtitle:
        'The Consent Manager provisions of the DPDP Rules 2025 apply from 13 November 2026, and most Data Fiduciary obligations from 13 May 2027. Put notice, consent and Data Principal rights in place before May 2027.',
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
          description:
            "Work is sequenced to the Rules' phasing: Board provisions in force since 13 November 2025, Consent Manager provisions since 13 November 2026 and most obligations from 13 May 2027.",
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
      ctaText:
        'Complete the DPDP questionnaire to map your processing and current controls. We reply within 24 hours with a gap view and a plan timed to the Rules.',
    },
  },
  {
    slug: 'it-audit-assurance',
    name: 'IT Audit and Assurance',
    navLabel: 'IT Audit and Assurance',
    icon: 'report-search',
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
      ctaText:
        'Describe your environment and audit objectives in the IT audit questionnaire. We reply within 24 hours with a proposed scope and approach.',
    },
  },
  {
    slug: 'healthcare-it-compliance',
    name: 'Healthcare IT Compliance (HIPAA and HITRUST)',
    navLabel: 'Healthcare IT Compliance',
    icon: 'heartbeat',
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
      ctaText:
        'Complete the healthcare IT questionnaire to describe your systems and obligations. We reply within 24 hours with an initial assessment.',
    },
  },
  {
    slug: 'iso-9001',
    name: 'ISO 9001 Quality Management',
    navLabel: 'ISO 9001',
    icon: 'award',
    card: {
      description:
        'Build an ISO 9001:2015 quality management system around the way you deliver products and services, and keep it improving after certification.',
      bullets: ['QMS gap analysis', 'Process documentation and training', 'Internal audits', 'Continuous improvement'],
    },
    detail: {
      description:
        'ISO 9001:2015, amended in 2024 to address climate change, sets requirements for a quality management system (QMS) focused on customer requirements and consistent outcomes. We map your processes, document what is needed, train process owners, run internal audits and management reviews, and set up corrective action and improvement routines.',
      keyDeliverables: [
        'QMS gap analysis against ISO 9001:2015',
        'Process maps, quality policy and quality objectives',
        'Documented information and process owner training',
        'Internal audit plan and management review',
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
          description:
            'Plan and conduct internal audits and management reviews that test whether processes deliver their intended results, and prepare you for the certification audit.',
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
      ctaText:
        'Complete the ISO 9001 questionnaire about your processes and certification goals. You will receive a customized proposal within 24 hours.',
    },
  },
];

export function serviceBySlug(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
