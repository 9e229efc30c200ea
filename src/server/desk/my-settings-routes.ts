/**
 * A member's own settings: their reply reminders switched on or off (audited); an owner also sees
 * who has switched them off, since a lead nobody is reminded of waits unnoticed.
 */
import { MySettings, RemindersChange } from '../../desk/contract/my-settings.ts';
import { answering, type DeskContext, type MemberRoutes } from './context.ts';

export function mySettingsRoutes(reminderHours: number): MemberRoutes {
  return async (scope, context: DeskContext) => {
    const { desk } = context.store;

    async function settingsOf(email: string, owner: boolean): Promise<MySettings> {
      const members = await desk.reminderRecipients();
      const own = members.find((member) => member.email === email);
      return {
        reminders: own?.remindersOffAt === null,
        reminderHours,
        remindersOff: owner
          ? members.flatMap((member) =>
              member.remindersOffAt === null ? [] : [{ email: member.email, since: member.remindersOffAt }],
            )
          : null,
      };
    }

    scope.get('/desk/api/me/settings', { schema: { response: answering(MySettings) } }, async (request) => {
      const member = context.member(request);
      return settingsOf(member.email, member.role === 'owner');
    });

    scope.post(
      '/desk/api/me/settings/reminders',
      { schema: { body: RemindersChange, response: answering(MySettings) } },
      async (request) => {
        const member = context.member(request);
        const { reminders } = request.body;
        await desk.setReminders(member.email, reminders, context.now());
        await context.audit(member, 'reminders', `member:${member.email}`, reminders ? 'on' : 'off');
        return settingsOf(member.email, member.role === 'owner');
      },
    );
  };
}
