import { Button, CopyButton, Tabs, Text } from '@mantine/core';
import type { Outputs } from './outputs.ts';
import classes from './Workbench.module.css';

function Copy({ value, what }: { value: string; what: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="compact-xs" variant="default" onClick={copy} aria-label={`Copy the ${what}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}

/** The email's report and the request's JSON body, exactly as the engine builds them. */
export function OutputTabs({ outputs }: { outputs: Outputs }) {
  const payload = JSON.stringify(outputs.payload, null, 2);
  return (
    <section className={classes.panel} aria-label="What the firm receives">
      <Tabs defaultValue="report" color="teal.9">
        <Tabs.List>
          <Tabs.Tab value="report">Email report</Tabs.Tab>
          <Tabs.Tab value="payload">JSON payload</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="report" pt="sm">
          <div className={classes.outputHead}>
            <Text size="sm" data-testid="workbench-subject">
              <strong>Subject:</strong> {outputs.subject}
            </Text>
            <Copy value={outputs.report} what="report" />
          </div>
          <pre className={classes.output} tabIndex={0} aria-label="Email report" data-testid="workbench-report">
            {outputs.report}
          </pre>
        </Tabs.Panel>
        <Tabs.Panel value="payload" pt="sm">
          <div className={classes.outputHead}>
            <Text size="sm" c="gray.8">
              Indented here; the browser posts it as one line. submission_date is the time of the last answer.
            </Text>
            <Copy value={payload} what="payload" />
          </div>
          <pre className={classes.output} tabIndex={0} aria-label="JSON payload" data-testid="workbench-payload">
            {payload}
          </pre>
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
