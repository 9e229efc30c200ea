/** A member's own settings: whether they receive the reply reminders; for owners, who has them off. */
import { Type, type Static } from 'typebox';

export const MySettings = Type.Object({
  reminders: Type.Boolean(),
  /** How many hours before a reply is due the first reminder goes (DESK_REMINDER_HOURS). */
  reminderHours: Type.Integer(),
  /** Owners only (null for consultants): the members who switched their reminders off, and since when. */
  remindersOff: Type.Union([Type.Array(Type.Object({ email: Type.String(), since: Type.String() })), Type.Null()]),
});
export type MySettings = Static<typeof MySettings>;

export const RemindersChange = Type.Object({ reminders: Type.Boolean() });
export type RemindersChange = Static<typeof RemindersChange>;
