/**
 * Firm identity: the first file a firm edits when it adopts the site.
 * Everything that names the firm (header, footer, metadata, JSON-LD, the privacy notice, failure
 * messages, article authors) reads from here. The shape is in ./firm-config.ts, its check in ./firm-check.ts.
 *
 * The defaults are neutral: example.com addresses are placeholders that `npm run check:launch`
 * refuses and `npm start` warns about (./placeholders.ts), and every optional field (legal name,
 * address, phone, privacy contacts, providers, team, sectors, case studies) is left out, so the
 * site shows nothing that is not true of the firm running it. Uncomment and fill them in.
 */
import { defineFirmConfig } from './firm-config.ts';

export { defineFirmConfig };
export type * from './firm-config.ts';

export const firm = defineFirmConfig({
  name: 'Northbridge Compliance',
  label: 'Compliance Consulting',
  taglines: [
    'Your partner for seamless ISO, SOC, GDPR, and AI governance compliance.',
    'Consulting tailored for businesses seeking global trust and regulatory confidence.',
  ],
  email: 'contact@example.com',
  siteUrl: 'https://www.example.com',
  location: 'India, serving organizations worldwide',
  country: 'India',
  // For example: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/your-firm' }]
  social: [],
  analytics: null,
  // The reply promise in hours (24 when left out): every page and email that promises a reply states it.
  // replyPromiseHours: 24,
  // legalName: 'Northbridge Compliance Advisory Private Limited',
  // registeredAddress: { streetAddress: '…', locality: 'Pune', region: 'Maharashtra', postalCode: '411001', country: 'India' },
  // phone: '+91 20 4000 1234',
  // privacyEmail: 'privacy@your-firm.in',
  // dataProtectionContact: { name: '…', role: 'Grievance Officer', email: 'grievance@your-firm.in' },
  // serviceProviders: [
  //   { name: 'Your hosting company', purpose: 'hosts this website and stores submissions', location: 'Mumbai, India' },
  //   { name: 'Your email provider', purpose: 'delivers and stores our email', location: 'India' },
  // ],
  // team: [{ id: 'short-id', name: '…', role: 'Principal Consultant', credentials: ['CISA', 'ISO/IEC 27001 Lead Auditor'], profileUrl: 'https://…' }],
  // clientSectors: ['Banking and financial services', 'Software and SaaS', 'Healthcare'],
  // caseStudies: [{ sector: '…', challenge: '…', work: '…', outcome: '…', duration: '6 months' }],
});
