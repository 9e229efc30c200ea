/**
 * A lead's report as data (the one report generator's structure): sections of questions with
 * their answers in the shape asked, the consent line, answers its form version does not place, and
 * the readiness snapshot. The lead page and the print view draw it.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { NullableText } from './shared.ts';

/** A list as the engine builds it: read-only. */
const List = <T extends TSchema>(item: T) => Type.Immutable(Type.Array(item));

const Nullable = <T extends ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()]);

export const ReportAnswer = Type.Union([
  Type.Object({ kind: Type.Literal('text'), text: Type.String() }),
  Type.Object({ kind: Type.Literal('empty'), text: Type.String() }),
  Type.Object({ kind: Type.Literal('choices'), items: List(Type.String()) }),
  Type.Object({
    kind: Type.Literal('matrix'),
    rows: List(Type.Object({ title: Type.String(), answer: NullableText })),
    empty: Type.String(),
  }),
  Type.Object({
    kind: Type.Literal('records'),
    columns: List(Type.String()),
    rows: List(List(NullableText)),
  }),
]);
export type ReportAnswer = Static<typeof ReportAnswer>;

export const ReportItem = Type.Object({
  field: Type.String(),
  label: Type.String(),
  multiLine: Type.Boolean(),
  answer: ReportAnswer,
});
export type ReportItem = Static<typeof ReportItem>;

export const ReportSection = Type.Object({ id: Type.String(), title: Type.String(), items: List(ReportItem) });
export type ReportSection = Static<typeof ReportSection>;

export const ReadinessSnapshot = Type.Object({
  overall: Nullable(Type.Integer()),
  areasScored: Type.Integer(),
  areas: List(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      score: Nullable(Type.Integer()),
      answered: Type.Integer(),
      inputs: Type.Integer(),
    }),
  ),
  flags: List(Type.Object({ id: Type.String(), message: Type.String() })),
  priority: Type.Object({
    level: Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('low')]),
    score: Nullable(Type.Integer()),
    urgency: Nullable(Type.Integer()),
    budget: Nullable(Type.Integer()),
    fit: Nullable(Type.Integer()),
  }),
  missing: List(Type.Object({ field: Type.String(), label: Type.String() })),
});
export type ReadinessSnapshot = Static<typeof ReadinessSnapshot>;

export const LeadReport = Type.Object({
  title: Type.String(),
  submittedAt: Type.String(),
  sections: List(ReportSection),
  consent: Type.Union([Type.Boolean(), Type.Null()]),
  others: List(Type.Object({ key: Type.String(), text: Type.String() })),
  snapshot: Type.Union([ReadinessSnapshot, Type.Null()]),
});
export type LeadReport = Static<typeof LeadReport>;
