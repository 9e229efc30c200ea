/**
 * A lead's readiness snapshot and answers, as panels of its page: the snapshot first (the priority
 * and the flags are what a consultant reads before a call), then the answers section by section.
 */
import { Paper, Stack, Title } from '@mantine/core';
import type { LeadDetail } from './contract.ts';
import { ReadinessView } from './ReadinessView.tsx';
import { ReportAnswers } from './ReportAnswers.tsx';
import { visible } from './VisitorText.tsx';

export function LeadReportPanels({ lead }: { readonly lead: LeadDetail }) {
  const snapshot = lead.structured?.snapshot ?? null;
  return (
    <Stack gap="lg">
      {snapshot ? (
        <Paper withBorder p="md" component="section" aria-labelledby="lead-snapshot">
          <Title order={3} size="h4" mb="xs" id="lead-snapshot">
            Readiness snapshot
          </Title>
          <ReadinessView snapshot={snapshot} />
        </Paper>
      ) : (
        lead.snapshot && (
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="xs">
              Readiness snapshot
            </Title>
            <pre className="desk-report">{visible(lead.snapshot)}</pre>
          </Paper>
        )
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="lead-answers">
        <Title order={3} size="h4" mb="sm" id="lead-answers">
          Answers
        </Title>
        <ReportAnswers report={lead.structured} text={lead.report} level={4} />
      </Paper>
    </Stack>
  );
}
