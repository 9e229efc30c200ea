/**
 * The desk's operator commands, beside the others of `npm run leads`: `desk invite` (the first
 * owner's way in, and a fallback for any member), `desk members`, `desk remove` and `audit`.
 * Parsed and run here so the general commands' parser stays as it is; the same exit codes apply
 * (UsageError: 2, LeadsError: 1).
 */
import { parseArgs } from 'node:util';
import { DESK_ROLES, type DeskRole } from '../../desk/contract.ts';
import { isEmailAddress } from '../../questionnaire/pipeline.ts';
import { normaliseEmail } from '../common/email.ts';
import type { DeskSettings } from '../desk/settings.ts';
import { enrolmentLink, hashToken, INVITE_LIFETIME_MS, newToken } from '../desk/tokens.ts';
import type { Store } from '../storage/store.ts';
import { UsageError } from './args.ts';
import { LeadsError } from './context.ts';
import { formatTable } from './output.ts';

export type DeskCommand =
  | { readonly name: 'desk-invite'; readonly email: string; readonly role: DeskRole }
  | { readonly name: 'desk-members' }
  | { readonly name: 'desk-remove'; readonly email: string }
  | { readonly name: 'audit'; readonly days: number };

export const DEFAULT_AUDIT_DAYS = 30;
/** Who the audit log names for what is done from the command line. */
export const OPERATOR = 'operator';

export const DESK_USAGE = `The desk (DESK, DESK_ORIGIN):
  desk invite --email <address> --role owner|consultant
                                                     print a one-time enrolment link (valid 24 hours)
  desk members                                       the desk's members, their roles, passkeys and sessions
  desk remove --email <address>                      end a member's access and every session of theirs now
  audit [--days N]                                   the desk's audit log of the last N days (default ${DEFAULT_AUDIT_DAYS})`;

/** Whether argv names one of the desk's commands. */
export function isDeskArgv(argv: readonly string[]): boolean {
  return argv[0] === 'desk' || argv[0] === 'audit';
}

export function isDeskCommand(command: { readonly name: string }): command is DeskCommand {
  return ['desk-invite', 'desk-members', 'desk-remove', 'audit'].includes(command.name);
}

function parse(command: string, args: readonly string[], options: readonly string[]): Map<string, string> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      options: Object.fromEntries(options.map((name) => [name, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)} ("${command}")`);
  }
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} needs a value.`);
    values.set(name, value.trim());
  }
  return values;
}

function email(values: Map<string, string>, command: string): string {
  const value = values.get('email');
  if (value === undefined) throw new UsageError(`"${command}" needs --email.`);
  if (!isEmailAddress(value)) throw new UsageError(`--email must be an email address, got "${value}".`);
  return normaliseEmail(value);
}

/** argv after the script name, starting with `desk` or `audit`. */
export function parseDeskArgs(argv: readonly string[]): DeskCommand {
  const [first, ...rest] = argv;
  if (first === 'audit') {
    const values = parse('audit', rest, ['days']);
    const raw = values.get('days');
    const days = raw === undefined ? DEFAULT_AUDIT_DAYS : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(days) || days < 1 || days > 36_500) {
      throw new UsageError(`--days must be a whole number from 1 to 36500, got "${raw ?? ''}".`);
    }
    return { name: 'audit', days };
  }
  const [sub, ...options] = rest;
  switch (sub) {
    case 'invite': {
      const values = parse('desk invite', options, ['email', 'role']);
      const role = values.get('role');
      if (role === undefined) throw new UsageError('"desk invite" needs --role owner or --role consultant.');
      if (!DESK_ROLES.includes(role as DeskRole)) {
        throw new UsageError(`--role must be owner or consultant, got "${role}".`);
      }
      return { name: 'desk-invite', email: email(values, 'desk invite'), role: role as DeskRole };
    }
    case 'members':
      parse('desk members', options, []);
      return { name: 'desk-members' };
    case 'remove':
      return { name: 'desk-remove', email: email(parse('desk remove', options, ['email']), 'desk remove') };
    default:
      throw new UsageError(
        sub === undefined ? '"desk" needs invite, members or remove.' : `Unknown desk command "${sub}".`,
      );
  }
}

export interface DeskCommandContext {
  readonly store: Store;
  /** undefined when DESK=off. */
  readonly desk: DeskSettings | undefined;
  readonly out: (text: string) => void;
  readonly now?: () => Date;
}

export async function runDeskCommand(command: DeskCommand, context: DeskCommandContext): Promise<void> {
  const now = (context.now ?? (() => new Date()))();
  const { desk } = context.store;
  switch (command.name) {
    case 'desk-invite': {
      if (!context.desk) throw new LeadsError('The desk is off (DESK=off): turn it on to invite members.');
      const token = newToken();
      const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS).toISOString();
      await desk.createInvite({
        tokenHash: hashToken(token),
        email: command.email,
        role: command.role,
        createdAt: now.toISOString(),
        expiresAt,
        invitedBy: OPERATOR,
      });
      await desk.audit({
        at: now.toISOString(),
        actor: OPERATOR,
        action: 'invite',
        object: `member:${command.email}`,
        detail: command.role,
      });
      context.out(
        `Enrolment link for ${command.email} (${command.role}), valid once until ${expiresAt}:\n\n  ${enrolmentLink(context.desk.origin, token)}\n\n` +
          'Send it to that person only: whoever opens it first enrols a passkey with it. It is not stored and cannot be shown again.\n',
      );
      return;
    }
    case 'desk-members': {
      const members = await desk.members(now);
      const invites = await desk.pendingInvites(now);
      if (members.length === 0)
        context.out('No members yet: npm run leads -- desk invite --email <you> --role owner\n');
      else {
        context.out(
          formatTable(
            ['EMAIL', 'ROLE', 'PASSKEYS', 'SESSIONS', 'SINCE'],
            members.map((member) => [
              member.email,
              member.role,
              String(member.passkeys),
              String(member.sessions),
              member.createdAt,
            ]),
          ),
        );
      }
      if (invites.length > 0) {
        context.out(
          `\nPending invites\n${formatTable(
            ['EMAIL', 'ROLE', 'EXPIRES', 'BY'],
            invites.map((invite) => [invite.email, invite.role, invite.expiresAt, invite.invitedBy]),
          )}`,
        );
      }
      return;
    }
    case 'desk-remove': {
      const removed = await desk.removeMember(command.email);
      if (!removed)
        throw new LeadsError(`No member with the address ${command.email} (npm run leads -- desk members).`);
      await desk.audit({
        at: now.toISOString(),
        actor: OPERATOR,
        action: 'remove',
        object: `member:${command.email}`,
        detail: null,
      });
      context.out(`Removed ${command.email}: their passkeys, sessions and pending invites are gone.\n`);
      return;
    }
    case 'audit': {
      const since = new Date(now.getTime() - command.days * 24 * 60 * 60 * 1000);
      const entries = await desk.auditSince(since);
      if (entries.length === 0) {
        context.out(`Nothing in the audit log since ${since.toISOString()}.\n`);
        return;
      }
      context.out(
        formatTable(
          ['AT', 'WHO', 'ACTION', 'OBJECT', 'DETAIL'],
          entries.map((entry) => [entry.at, entry.actor, entry.action, entry.object ?? '-', entry.detail ?? '-']),
        ),
      );
      return;
    }
  }
}
