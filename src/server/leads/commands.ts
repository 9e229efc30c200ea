/**
 * What each operator command does, against an open store: the CLI (scripts/leads.ts) parses the
 * arguments, opens the server's store and calls runCommand; tests call it directly with either
 * store. Text for the operator goes to `out`; notes that must not mix with exported data to `err`.
 */
import { purgeOlderThan } from '../submissions/retention.ts';
import { USAGE, type LeadsCommand } from './args.ts';
import { FormVersions } from '../submissions/form-versions.ts';
import type { LeadsContext, VersionedContext } from './context.ts';
import { eraseByEmail } from './erase.ts';
import { runFileCommand } from './file-commands.ts';
import { list, show } from './lead-views.ts';
import { marketingList, marketingListCsv, unsubscribe } from './marketing.ts';
import { addresses, plural, writeOwnerOnly } from './output.ts';
import { recentWeeks, replyTimeTable, replyTimeText } from './reply-times.ts';
import { access, exportForm, funnel, status } from './reports.ts';

// The commands' front door: the CLI (scripts/leads.ts) imports all it runs from this module.
export { LeadsError, type LeadsContext } from './context.ts';
export { isFileCommand, runFileCommand, type FileCommand, type FileContext } from './file-commands.ts';

export async function runCommand(command: LeadsCommand, plain: LeadsContext): Promise<void> {
  const now = plain.now ?? (() => new Date());
  const versions = new FormVersions(plain.store, plain.catalogue);
  // As the server does at its start: today's versions stored, older leads given theirs.
  if (command.name !== 'help' && command.name !== 'backup' && command.name !== 'restore') await versions.record(now());
  const context: VersionedContext = { ...plain, versions };
  switch (command.name) {
    case 'help':
      context.out(`${USAGE}\n`);
      return;
    case 'list':
      return list(context, command.limit);
    case 'show':
      return show(context, command.id);
    case 'export':
      return exportForm(context, command);
    case 'backup':
    case 'restore':
      return runFileCommand(command, {
        dataDir: context.dataDir,
        postgres: context.store.kind === 'postgres',
        out: context.out,
      });
    case 'access':
      return access(context, command, now());
    case 'status':
      return status(context, now());
    case 'unsubscribe': {
      const count = await unsubscribe(context.store, context.versions, command.email, now());
      context.out(
        count === 0
          ? 'No standing marketing consent with that email address: nothing to withdraw.\n'
          : `Withdrew the marketing consent of ${plural(count, 'submission')} with that email address: no later marketing-list includes it.\n`,
      );
      return;
    }
    case 'marketing-list': {
      const entries = await marketingList(context.store, context.versions);
      const text = marketingListCsv(entries);
      if (command.output === undefined) {
        context.out(text);
        context.err(`${addresses(entries.length)} with standing marketing consent.\n`);
        return;
      }
      writeOwnerOnly(command.output, text);
      context.out(`Wrote ${addresses(entries.length)} with standing marketing consent to ${command.output}.\n`);
      return;
    }
    case 'funnel':
      return funnel(context, command, now());
    case 'reply-times': {
      const since = new Date(now().getTime() - command.days * 86_400_000).toISOString();
      const titles = new Map(context.catalogue.map((definition) => [definition.id, definition.form.title]));
      const clocks = await context.store.desk.replyClocksSince(since);
      const rows = replyTimeTable(clocks, (id) => titles.get(id) ?? id, now());
      context.out(replyTimeText(rows, command.days, recentWeeks(clocks, command.days, now())));
      return;
    }
    case 'erase': {
      const count = await eraseByEmail(context.store, context.dataDir, context.versions, command.email);
      context.out(
        `Erased ${plural(count, 'submission')} with that email address, with their outbox jobs and .eml files.\n`,
      );
      return;
    }
    case 'purge': {
      const count = await purgeOlderThan(context.store, context.dataDir, command.olderThanDays, now());
      context.out(
        `Purged ${plural(count, 'submission')} received more than ${plural(command.olderThanDays, 'day')} ago, with their outbox jobs and .eml files.\n`,
      );
      return;
    }
    case 'retry': {
      const count = await context.store.retryDead(now());
      context.out(
        `Re-queued ${plural(count, 'dead job')}. Delivery happens while the server runs (npm start or npm run serve); this command sends nothing itself.\n`,
      );
      return;
    }
  }
}
