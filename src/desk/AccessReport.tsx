/**
 * A data subject's access report as a page a consultant can read, print and send: each lead held
 * about the address with its report, consent records, network and delivery, then the same report
 * as the JSON `leads access` gives (to read and to download). Visitor text is shown as text.
 */
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccessReportData } from './contract.ts';
import { momentText } from './format.ts';
import { VisitorText, visible } from './VisitorText.tsx';

function Facts({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Table variant="vertical" withTableBorder className="desk-facts">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function AccessReport({ report }: { readonly report: AccessReportData }) {
  const json = JSON.stringify(report, null, 2);
  const download = () => {
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `access-report-${report.generatedAt.slice(0, 10)}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md" data-testid="access-report" className="desk-access-report">
      <div>
        <Title order={3} size="h4">
          Access report for <VisitorText text={report.email} />
        </Title>
        <Text size="sm" c="dimmed">
          Generated {momentText(report.generatedAt)}. {report.submissions.length} lead
          {report.submissions.length === 1 ? '' : 's'} held under this address.
        </Text>
      </div>
      {report.submissions.map((held) => (
        <Paper key={held.id} withBorder p="md" radius="sm">
          <Stack gap="sm">
            <Title order={4} size="h5">
              {held.formTitle ?? held.form}, received {momentText(held.receivedAt)}
            </Title>
            <Facts
              rows={[
                ['Reference', held.id],
                ['Status', held.status],
                [
                  'Consent',
                  held.consent.givenAt ? (
                    <>
                      {momentText(held.consent.givenAt)}, privacy notice {held.consent.privacyNoticeVersion ?? '-'}:{' '}
                      <VisitorText text={held.consent.text} />
                    </>
                  ) : (
                    'None recorded'
                  ),
                ],
                [
                  'Marketing consent',
                  held.marketingConsent.givenAt ? (
                    <>
                      {momentText(held.marketingConsent.givenAt)}
                      {held.marketingConsent.withdrawnAt
                        ? `, withdrawn ${momentText(held.marketingConsent.withdrawnAt)}`
                        : ''}
                      : <VisitorText text={held.marketingConsent.text} />
                    </>
                  ) : (
                    'Not given'
                  ),
                ],
                ['Network', held.network ?? '-'],
                [
                  'Emails',
                  held.delivery.length === 0
                    ? 'None'
                    : held.delivery
                        .map((job) => `${job.kind}: ${job.status}${job.sentAt ? ` ${momentText(job.sentAt)}` : ''}`)
                        .join('; '),
                ],
                [
                  'Copies kept',
                  [
                    held.emailCopy && 'the firm’s email',
                    held.confirmationCopy && 'the confirmation',
                    held.replyCopies.length > 0 && `${held.replyCopies.length} of the replies`,
                  ]
                    .filter(Boolean)
                    .join(', ') || 'None',
                ],
              ]}
            />
            <Text size="sm" fw={600}>
              The answers, as the firm received them
            </Text>
            <pre className="desk-report">{visible(held.report)}</pre>
            {held.replies.map((reply, index) => (
              <div key={index}>
                <Text size="sm" fw={600}>
                  Reply from {reply.member}, {momentText(reply.at)} ({reply.status})
                </Text>
                <pre className="desk-report">{visible(`Subject: ${reply.subject}\n\n${reply.body}`)}</pre>
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
      <Group gap="xs" className="desk-no-print">
        <Button size="xs" variant="default" onClick={download}>
          Download the JSON
        </Button>
        <Button size="xs" variant="default" onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <details className="desk-no-print">
        <summary>
          <Anchor component="span" size="sm">
            The same report as JSON (as <code>leads access</code> gives it)
          </Anchor>
        </summary>
        <pre className="desk-report">{visible(json)}</pre>
      </details>
    </Stack>
  );
}
