import { Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReadinessSnapshot } from '../questionnaire/scoring.ts';
import { coverage } from '../questionnaire/scoring.ts';
import classes from './Workbench.module.css';

/** White text on each stays above 4.5:1 (WCAG AA). */
const PRIORITY_COLOURS = { high: '#b91c1c', medium: '#9a3412', low: '#4b5563' } as const;

const percent = (score: number | null) => (score === null ? 'not answered' : `${score}%`);

/**
 * The readiness snapshot the firm's email opens with, for the answers in the preview and the
 * scoring block as saved: the same module (src/questionnaire/scoring.ts) the server uses.
 * `snapshot` is undefined while no form is loaded, null for a form without a scoring block.
 */
export function ReadinessSlot({ snapshot }: { snapshot?: ReadinessSnapshot | null }) {
  return (
    <section className={classes.panel} data-testid="readiness-slot" aria-labelledby="readiness-title">
      <Title order={2} size="h4" id="readiness-title" mb="xs">
        Readiness snapshot
      </Title>
      {snapshot === undefined ? (
        <Text size="sm" c="gray.8">
          Shown once the form has passed the check.
        </Text>
      ) : snapshot === null ? (
        <Text size="sm" c="gray.8">
          This form has no scoring block in form.json, so the firm&apos;s email carries no snapshot.
        </Text>
      ) : (
        <Stack gap="xs">
          <Group gap="xs">
            <Text
              component="span"
              size="sm"
              fw={700}
              px={8}
              data-testid="readiness-priority"
              style={{ background: PRIORITY_COLOURS[snapshot.priority.level], color: '#fff', borderRadius: 10 }}
            >
              {snapshot.priority.level} priority
            </Text>
            <Text size="sm" c="gray.8">
              urgency {percent(snapshot.priority.urgency)}, budget {percent(snapshot.priority.budget)}, fit{' '}
              {percent(snapshot.priority.fit)}
            </Text>
          </Group>
          <Text size="sm" data-testid="readiness-overall">
            Overall readiness: <strong>{percent(snapshot.overall)}</strong>
            {coverage(snapshot)}
          </Text>
          {snapshot.areas.map((area) => (
            <div key={area.id} data-testid="readiness-area" data-area={area.id}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{area.title}</Text>
                <Text size="sm" fw={600} data-testid="readiness-score">
                  {percent(area.score)}
                </Text>
              </Group>
              <Progress.Root size="sm">
                <Progress.Section
                  value={area.score ?? 0}
                  color="teal.9"
                  aria-label={`${area.title}: ${percent(area.score)}`}
                />
              </Progress.Root>
            </div>
          ))}
          {snapshot.flags.length > 0 ? (
            <>
              <Text size="sm" fw={600}>
                Flags
              </Text>
              <List size="sm" spacing={4} data-testid="readiness-flags">
                {snapshot.flags.map((flag) => (
                  <List.Item key={flag.id}>{flag.message}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm" c="gray.8" data-testid="readiness-flags">
              No flags raised.
            </Text>
          )}
          {snapshot.missing.length > 0 ? (
            <Text size="sm" c="gray.8" data-testid="readiness-missing">
              Not answered: {snapshot.missing.map((item) => item.label).join('; ')}
            </Text>
          ) : null}
        </Stack>
      )}
    </section>
  );
}
