/**
 * The desk's inbox on the server: the leads newest first or by reply due time, a page at a time,
 * with filters (form, status, priority, days received, awaiting a reply or overdue) and search,
 * and the same view as CSV for owners (the same formula-safe writer as `leads export`), its export
 * a line of the audit log.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { replyPromiseHours } from '../../content/reply-promise.ts';
import { INBOX_PAGE_SIZE } from '../../desk/contract/constants.ts';
import { InboxPage, InboxQuery } from '../../desk/contract/inbox.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { toCsv } from '../leads/index.ts';
import { answering, requireRole, type DeskContext, type MemberRoutes } from './context.ts';
import type { LeadViews } from './lead-view.ts';
import { listUnlisted, TIDY_AFTER } from './listing.ts';
import type { InboxFilter } from './storage/index.ts';

/** The start of a day (UTC) as ISO, or of the day after it (`next`: an inclusive end). */
function dayStart(day: string | undefined, next = false): string | undefined {
  if (day === undefined) return undefined;
  const start = new Date(`${day}T00:00:00.000Z`);
  if (next) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
}

/** A filter left empty in the address (`?status=`) is no filter: dropped before the schema checks the rest. */
async function dropEmptyFilters(request: FastifyRequest): Promise<void> {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null) return;
  for (const [name, value] of Object.entries(query)) {
    if (value === '') Reflect.deleteProperty(query, name);
  }
}

/** The view as CSV text (sent as text/csv, not as JSON). */
const CsvFile = Type.String();

const CSV_COLUMNS = [
  'id',
  'received_at',
  'form',
  'organisation',
  'person',
  'email',
  'priority',
  'status',
  'assignee',
  'delivery',
];

/**
 * An inbox view as the audit log writes it: its filters (and page), the searched text masked, as
 * it may be a name; `all` when unfiltered.
 */
function viewOf(query: Record<string, unknown>): string {
  const view = new URLSearchParams(
    Object.entries(query)
      .filter(([name, value]) => value !== undefined && !(name === 'page' && value === 1))
      .map(([name, value]) => [name, name === 'q' ? '…' : String(value)]),
  );
  return view.toString() || 'all';
}

export function inboxRoutes(catalogue: readonly FormDefinition[], views: LeadViews): MemberRoutes {
  const forms = new Set(catalogue.map((definition) => definition.id));
  const formList = catalogue.map((definition) => ({ id: definition.id, title: definition.form.title }));

  return async (scope, context: DeskContext) => {
    const { desk } = context.store;

    // A store from before the inbox table is listed once as the server starts, in the background:
    // tens of thousands of leads take seconds, which must not hold up the start. Meanwhile an inbox
    // view lists what is still unlisted itself (listing a lead twice writes the same row).
    let listing: Promise<void> | undefined;
    scope.addHook('onReady', async () => {
      listing = (async () => {
        const listed = await listUnlisted(desk, catalogue);
        if (listed === 0) return;
        if (listed >= TIDY_AFTER) await desk.tidyInbox();
        scope.log.info({ leads: listed }, 'desk: leads listed for the inbox');
      })().catch((error: unknown) =>
        scope.log.error({ err: String(error) }, 'desk: listing leads for the inbox failed'),
      );
    });
    scope.addHook('onClose', async () => {
      await listing;
    });

    function filterOf(query: InboxQuery): InboxFilter {
      const search = query.q !== undefined && query.q.trim() !== '' ? query.q.slice(0, 200) : undefined;
      return {
        form: query.form,
        stage: query.status,
        from: dayStart(query.from),
        to: dayStart(query.to, true),
        priority: query.priority,
        search,
        awaiting: query.reply !== undefined,
        // Overdue: received longer ago than the promise, as the clock of each row shows it.
        receivedBefore:
          query.reply === 'overdue'
            ? new Date(context.now().getTime() - replyPromiseHours * 3_600_000).toISOString()
            : undefined,
        order: query.sort,
      };
    }

    /** The view's rows: one page, or all of them (`page` undefined), and how many there are. */
    async function rowsOf(filter: InboxFilter, memberId: string, page: number | undefined) {
      await listUnlisted(desk, catalogue);
      const limit = page === undefined ? {} : { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE };
      const rows = (await desk.inbox({ ...filter, ...limit }, memberId)).map(views.rowOf);
      return { rows, count: page === undefined ? { total: rows.length, more: false } : await desk.inboxCount(filter) };
    }

    const NOT_A_FORM = { error: 'Query parameter form is not a form of the catalogue.' };

    scope.get(
      '/desk/api/leads',
      { schema: { querystring: InboxQuery, response: answering(InboxPage) }, preValidation: dropEmptyFilters },
      async (request, reply) => {
        if (request.query.form !== undefined && !forms.has(request.query.form)) return reply.code(400).send(NOT_A_FORM);
        const page = request.query.page ?? 1;
        const { rows, count } = await rowsOf(filterOf(request.query), context.member(request).id, page);
        // Names, emails and organisations were on screen: who saw which view, and how many rows.
        await context.audit(context.member(request), 'list', null, `${rows.length} leads ${viewOf(request.query)}`);
        const answer: InboxPage = {
          rows,
          total: count.total,
          more: count.more,
          page,
          pageSize: INBOX_PAGE_SIZE,
          forms: formList,
        };
        return answer;
      },
    );

    // The inbox's current view as CSV: owners only, logged.
    scope.get(
      '/desk/api/leads.csv',
      {
        schema: { querystring: InboxQuery, response: answering(CsvFile) },
        preValidation: dropEmptyFilters,
        onRequest: requireRole('owner'),
      },
      async (request, reply) => {
        if (request.query.form !== undefined && !forms.has(request.query.form)) return reply.code(400).send(NOT_A_FORM);
        const { rows } = await rowsOf(filterOf(request.query), context.member(request).id, undefined);
        await context.audit(context.member(request), 'export', null, `${rows.length} leads ${viewOf(request.query)}`);
        const csv = toCsv(
          CSV_COLUMNS,
          rows.map((row) => [
            row.id,
            row.receivedAt,
            row.formId,
            row.organisation ?? '',
            row.person ?? '',
            row.email ?? '',
            row.priority ?? '',
            row.status,
            row.assignee ?? '',
            row.delivery,
          ]),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="leads.csv"')
          .send(csv);
      },
    );
  };
}
