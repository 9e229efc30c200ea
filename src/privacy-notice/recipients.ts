import { isInEea, type ServiceProvider } from '../content/firm-config.ts';
import type { FormDefinition } from '../questionnaire/definition.ts';
import type { Block, Inline, NoticeSection } from './notice-blocks.ts';
import { externalOrigin, type NoticeInput } from './notice-input.ts';
import { joined, NOTICE_TEXT } from './notice-text.ts';

/** The forms after which the server emails the visitor a confirmation: switched on globally and for the form. */
function confirmingForms(input: NoticeInput): FormDefinition[] {
  if (!input.confirmationEmails || externalOrigin(input.formEndpoint) !== null) return [];
  return input.forms.filter((definition) => definition.form.confirmation?.send !== false);
}

function providerItem(provider: ServiceProvider): Inline[] {
  const safeguard = provider.transferSafeguard ? ` Safeguard for this transfer: ${provider.transferSafeguard}.` : '';
  return [{ strong: provider.name }, ` ${provider.purpose}, in ${provider.location}.${safeguard}`];
}

/** Who receives the answers (form service, mailbox, forwarding, providers) and transfers abroad. */
export function whereItGoes(input: NoticeInput): NoticeSection {
  const { firm } = input;
  const providers = firm.serviceProviders ?? [];
  const formService = externalOrigin(input.formEndpoint);
  const confirming = confirmingForms(input);
  const confirmingText =
    confirming.length === input.forms.length
      ? 'a form'
      : `the ${joined(confirming.map((definition) => definition.form.title))}`;
  const blocks: Block[] = [
    {
      type: 'paragraph',
      content: [
        formService
          ? `The forms send your answers to ${formService}, the form service we use, which passes them to us.`
          : 'The forms send your answers from your browser straight to our own server, over an encrypted connection.',
        ' Our server passes them on to our mailbox, as an email to the people who answer you.',
        ...(input.forwardService ? [NOTICE_TEXT.forward(input.forwardService)] : []),
        NOTICE_TEXT.noForward,
        ...(confirming.length > 0 ? [NOTICE_TEXT.confirmation(confirmingText)] : []),
      ],
    },
  ];
  blocks.push(
    providers.length > 0
      ? { type: 'list', items: providers.map(providerItem) }
      : {
          type: 'paragraph',
          content: [
            'The companies that do this work for us are our hosting provider, which runs this website and stores what you send, and our email provider, which delivers and keeps our email. They act only on our instructions.',
          ],
        },
  );
  if (!isInEea(firm.country) && firm.country !== 'United Kingdom') {
    blocks.push({
      type: 'paragraph',
      content: [
        `We work from ${firm.country}. If you write to us from the European Economic Area or the United Kingdom, sending a form transfers your details to ${firm.country}, which is outside both${providers.length > 0 ? ', and to where the providers above process them' : ''}.`,
      ],
    });
  }
  return { id: 'recipients-and-transfers', heading: 'Who receives it, and where it goes', blocks };
}
