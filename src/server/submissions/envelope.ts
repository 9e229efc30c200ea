/**
 * The request schema of POST /api/submissions: the envelope the browser sends
 * (src/questionnaire/payload.ts), a JSON object naming its form, carrying its answers, and the
 * Formspree-style keys as plain values, with an optional Idempotency-Key. Only the envelope is
 * checked here: which keys a form takes and what its answers must be stay the intake's
 * (intake.ts), through the same pipeline as the browser, with its own statuses and messages.
 */
import { Type } from 'typebox';

const Plain = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()], {
  description: 'text, a number or a boolean',
});

export const SubmissionBody = Type.Object(
  {
    form: Type.String(),
    // Checked by the intake against the form (422 with every field's error).
    answers: Type.Unknown(),
    name: Type.Optional(Plain),
    email: Type.Optional(Plain),
    _replyto: Type.Optional(Plain),
    _subject: Type.Optional(Plain),
    message: Type.Optional(Plain),
    submission_date: Type.Optional(Plain),
    _gotcha: Type.Optional(Plain),
    company: Type.Optional(Plain),
    form_type: Type.Optional(Plain),
    // The form version the page was built from: its answers are checked against that version.
    form_version: Type.Optional(Type.String({ maxLength: 64, description: 'a form version (64 hex digits)' })),
  },
  // A form's extra keys; which ones it takes is the intake's to say (400 naming the unknown ones).
  { additionalProperties: Plain, description: 'a JSON object' },
);

export const SubmissionHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{8,128}$', description: '8 to 128 letters, digits, - or _' }),
  ),
});
