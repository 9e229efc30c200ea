import { addressLines, controllerName, privacyEmailOf, type FirmConfig } from '../content/firm-config.ts';
import type { Block, NoticeSection } from './notice-blocks.ts';
import { NOTICE_TEXT } from './notice-text.ts';

/** Who the controller is and how to reach the people who answer about personal data. */
export function whoWeAre(firm: FirmConfig): NoticeSection {
  const representative = firm.euRepresentative;
  const controller = controllerName(firm);
  const privacy = privacyEmailOf(firm);
  const trading = firm.legalName && firm.legalName !== firm.name ? `, trading as ${firm.name}` : '';
  const contact = firm.dataProtectionContact;
  const blocks: Block[] = [
    {
      type: 'paragraph',
      content: [
        { strong: controller },
        `${trading} ("we"), decides why and how the details you send through this website are used. Under the EU and UK General Data Protection Regulation (GDPR) we are the controller; under India's Digital Personal Data Protection Act, 2023 (DPDP Act) we are the Data Fiduciary, and you are the Data Principal.`,
      ],
    },
  ];
  if (firm.registeredAddress) {
    blocks.push({
      type: 'paragraph',
      content: [`Postal address: ${addressLines(firm.registeredAddress).join(', ')}.`],
    });
  }
  blocks.push({
    type: 'paragraph',
    content: contact
      ? [
          'For anything about your personal data, write to ',
          { email: privacy },
          `. Questions about how we process it are answered by ${contact.name}${contact.role ? `, ${contact.role}` : ''}: `,
          { email: contact.email },
          ...(contact.phone ? [`, ${contact.phone}`] : []),
          '.',
        ]
      : [
          'For anything about your personal data, including questions about how we process it, write to ',
          { email: privacy },
          '.',
        ],
  });
  if (representative) {
    blocks.push({
      type: 'paragraph',
      content: [
        NOTICE_TEXT.euRepresentative(representative.name, representative.address),
        { email: representative.email },
        '.',
      ],
    });
  }
  return { id: 'who-we-are', heading: 'Who we are', blocks };
}
