/** What many of the desk's routes answer or take: a refusal, a plain "done", who is signed in, an id in the path. */
import { Type, type Static } from 'typebox';
import { DESK_ROLES } from './constants.ts';

/** Text, or null where there is none (an answer not given, a time not yet reached). */
export const NullableText = Type.Union([Type.String(), Type.Null()]);

/** Every refusal (4xx): one sentence; `confirm` asks the member to prove a passkey first (adding one). */
export const DeskError = Type.Object({ error: Type.String(), confirm: Type.Optional(Type.Boolean()) });
export type DeskError = Static<typeof DeskError>;

export const Done = Type.Object({ ok: Type.Literal(true) });
export type Done = Static<typeof Done>;

export const SessionInfo = Type.Object({ email: Type.String(), role: Type.Enum(DESK_ROLES) });
export type SessionInfo = Static<typeof SessionInfo>;

/** A lead's or a request's id in the path. */
export const IdParams = Type.Object({ id: Type.String() });

/** A form of the catalogue as the desk names it. */
export const FormRef = Type.Object({ id: Type.String(), title: Type.String() });
export type FormRef = Static<typeof FormRef>;

/** Dead letters put back in the outbox. */
export const Requeued = Type.Object({ requeued: Type.Integer() });
export type Requeued = Static<typeof Requeued>;
