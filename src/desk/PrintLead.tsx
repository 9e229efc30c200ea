/**
 * A lead's print view: a page of its own, laid out as a document a consultant saves as PDF for a
 * proposal or the file (the firm, who and what, the readiness snapshot, the answers section by
 * section, the consent record), without the desk around it or its internal notes.
 * Opening it is a line of the lead's history.
 */
import { Anchor, Button, Group } from '@mantine/core';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { LeadPrint } from './contract.ts';
import { api } from './api.ts';
import { momentText } from './format.ts';
import { ReadinessView } from './ReadinessView.tsx';
import { ReportAnswers } from './ReportAnswers.tsx';
import { VisitorEmail, VisitorText } from './VisitorText.tsx';

export function printLoader({ params, request }: LoaderFunctionArgs) {
  return api<LeadPrint>(`/desk/api/leads/${encodeURIComponent(params.id ?? '')}/print`, undefined, request.signal);
}

export function PrintLead() {
  const lead = useLoaderData<typeof printLoader>();
  const { row } = lead;
  return (
    <div className="desk-print">
      <Group justify="space-between" className="desk-no-print desk-print-bar">
        <Anchor component={Link} to={`/desk/leads/${encodeURIComponent(row.id)}`}>
          Back to the lead
        </Anchor>
        <Button onClick={() => window.print()}>Print or save as PDF</Button>
      </Group>
      <article className="desk-print-page">
        <header className="desk-print-head">
          <p className="desk-print-firm">{lead.firm}</p>
          <h1>
            <VisitorText text={row.organisation ?? row.person} fallback={row.formTitle} />
          </h1>
          <p className="desk-print-form">{row.formTitle}</p>
        </header>
        <dl className="desk-print-facts">
          <dt>Received</dt>
          <dd>{momentText(row.receivedAt)}</dd>
          {row.person && row.organisation && (
            <>
              <dt>Contact</dt>
              <dd>
                <VisitorText text={row.person} />
              </dd>
            </>
          )}
          {row.email && (
            <>
              <dt>Email</dt>
              <dd>
                <VisitorEmail text={row.email} />
              </dd>
            </>
          )}
          {row.priority && (
            <>
              <dt>Priority</dt>
              <dd>{row.priority}</dd>
            </>
          )}
          <dt>Status</dt>
          <dd>{row.status}</dd>
          <dt>Reference</dt>
          <dd>{row.id}</dd>
        </dl>
        {(lead.structured?.snapshot ?? lead.snapshot) && (
          <section>
            <h2>Readiness snapshot</h2>
            {lead.structured?.snapshot ? (
              <ReadinessView snapshot={lead.structured.snapshot} />
            ) : (
              <pre className="desk-report">{lead.snapshot}</pre>
            )}
          </section>
        )}
        <section>
          <h2>Answers</h2>
          <ReportAnswers report={lead.structured} text={lead.report} level={3} />
        </section>
        <section>
          <h2>Consent</h2>
          <dl className="desk-print-facts">
            <dt>Given</dt>
            <dd>{momentText(lead.consent.at, 'no consent box on this form')}</dd>
            <dt>Text shown</dt>
            <dd>{lead.consent.text ?? '-'}</dd>
            <dt>Privacy notice</dt>
            <dd>{lead.consent.noticeVersion ?? '-'}</dd>
          </dl>
        </section>
        <footer className="desk-print-foot">
          Prepared from the desk on {momentText(lead.preparedAt)} by {lead.preparedBy}. Confidential: personal data of
          the person named above.
        </footer>
      </article>
    </div>
  );
}
