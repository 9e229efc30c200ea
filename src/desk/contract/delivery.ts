/** Delivery on the desk: the figures of /healthz/delivery and the delivery monitor's last alert. */
import { Type, type Static } from 'typebox';
import { NullableText } from './shared.ts';

export const DeliveryView = Type.Object({
  /** False while a dead letter exists or a lead has waited past the threshold. */
  ok: Type.Boolean(),
  pending: Type.Integer(),
  /** How long the oldest undelivered lead has waited; null when nothing is pending. */
  oldestPendingSeconds: Type.Union([Type.Integer(), Type.Null()]),
  deadLetters: Type.Integer(),
  thresholdSeconds: Type.Integer(),
  /** The latest error of a job still failing, masked; null when none is failing. */
  lastError: Type.Union([Type.Object({ kind: Type.String(), error: Type.String() }), Type.Null()]),
  /** What is wrong, in words, when not ok. */
  problems: Type.Array(Type.String()),
  /** The delivery monitor's alert: its state and when it last changed (null: never raised). */
  alert: Type.Object({ state: Type.Enum(['ok', 'failing']), changedAt: NullableText }),
  /**
   * Sign-ins refused over the last 30 days because a passkey's counter went backwards (a copy of
   * it may be in use), newest first: when, and the passkey's first 8 characters.
   */
  /** Passkeys refused for a counter that went backwards: when, the credential id's first 8 characters, its holder. */
  passkeyAlerts: Type.Array(Type.Object({ at: Type.String(), passkey: NullableText, member: NullableText })),
});
export type DeliveryView = Static<typeof DeliveryView>;
