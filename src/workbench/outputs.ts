/**
 * What the firm would receive for the answers in the preview, from the engine's own functions:
 * the pipeline's verdict as the browser runs it on submit, the schema check the server adds, the
 * email's subject, plain-text report and readiness snapshot, and the JSON body the browser posts.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { Answers, FormDefinition } from '../questionnaire/definition.ts';
import { buildPayload, buildSubject, type Payload } from '../questionnaire/payload.ts';
import { runPipeline, type PipelineResult } from '../questionnaire/pipeline.ts';
import { buildReport } from '../questionnaire/report.ts';
import { readinessSnapshot, type ReadinessSnapshot } from '../questionnaire/scoring.ts';

export interface Outputs {
  readonly verdict: PipelineResult;
  /** What the server's JSON Schema check would refuse in the answers sent (none: they fit). */
  readonly schemaErrors: readonly string[];
  readonly subject: string;
  /** The email body: the server builds it from the answers the payload carries. */
  readonly report: string;
  readonly payload: Payload;
  /** The readiness snapshot the firm's email opens with (null: the form has no scoring block). */
  readonly snapshot: ReadinessSnapshot | null;
}

export function outputsFor(
  definition: FormDefinition,
  answers: Answers,
  at: Date,
  validator: ValidatorType | undefined,
): Outputs {
  const payload = buildPayload(definition, answers, at);
  const checked = validator?.validateFormData(payload.answers, definition.schema as RJSFSchema);
  return {
    verdict: runPipeline(definition, answers),
    schemaErrors: (checked?.errors ?? []).map((error) => error.stack),
    subject: buildSubject(definition, payload.answers),
    report: buildReport(definition, payload.answers, at),
    payload,
    snapshot: readinessSnapshot(definition, payload.answers),
  };
}
