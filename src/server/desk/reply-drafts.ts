/**
 * The reply composer of a lead's page: the envelope (the lead's address, the firm's sending
 * address, the member's own as Reply-To), the subject from the form's title, and each reply
 * template filled for this lead and member. The one place placeholders are filled.
 */
import { fillReplyTemplate, type ReplyTemplate } from '../../content/reply-templates/template.ts';
import type { ReplyComposer } from '../../desk/contract.ts';
import { coverage, type ReadinessSnapshot } from '../../questionnaire/scoring.ts';

export interface ReplySettings {
  readonly templates: readonly ReplyTemplate[];
  /** The firm's sending address (MAIL_FROM). */
  readonly mailFrom: string;
}

export interface ReplyLead {
  readonly formTitle: string;
  readonly organisation: string | null;
  readonly person: string | null;
  readonly email: string | null;
  readonly snapshot: ReadinessSnapshot | null;
}

/** "asha.rao@firm.in" as "Asha Rao": members are known by their address only. */
export function memberName(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * The snapshot as a visitor may read it: the overall figure and each answered area. The priority
 * and the flags are the firm's own reading and stay out.
 */
export function snapshotSummary(snapshot: ReadinessSnapshot | null): string {
  if (!snapshot || snapshot.overall === null) return '';
  const areas = snapshot.areas.flatMap((area) => (area.score === null ? [] : [`- ${area.title}: ${area.score}%`]));
  return [
    `From your answers, your overall readiness is about ${snapshot.overall}%${coverage(snapshot)}:`,
    ...areas,
  ].join('\n');
}

export function replyComposer(settings: ReplySettings, lead: ReplyLead, member: string): ReplyComposer {
  const values = {
    // Written to the person themselves: "on behalf of your organisation" when the form asks for none.
    organisation: lead.organisation ?? 'your organisation',
    person: lead.person ?? lead.organisation ?? '',
    formTitle: lead.formTitle,
    snapshot: snapshotSummary(lead.snapshot),
    memberName: memberName(member),
  };
  return {
    to: lead.email,
    from: settings.mailFrom,
    replyTo: member,
    subject: `Re: ${lead.formTitle}`,
    drafts: settings.templates.map((template) => ({
      id: template.id,
      title: template.title,
      body: fillReplyTemplate(template.body, values),
    })),
  };
}
