import { eq } from 'drizzle-orm';
import type { NotificationKind, NotificationSettings } from '../../../contract/notifications/notifications.schemas';
import type { ServerContext } from '../../context';
import { notificationSettings } from '../../db/schema/notifications';
import { AppError } from '../../http/app-error';
import { newUnsubscribeKey, readUnsubscribeToken, unsubscribeSignatureValid } from './unsubscribe-token';

type SettingsRow = typeof notificationSettings.$inferSelect;
type EmailPatch = Partial<Record<NotificationKind, boolean>>;

const COLUMN = { reply: 'emailReply', moderation: 'emailModeration', application: 'emailApplication' } as const;

/** A member without a row gets every kind by mail. */
export function emailSettings(row: Pick<SettingsRow, 'emailReply' | 'emailModeration' | 'emailApplication'> | undefined): NotificationSettings {
  return { email: { reply: row?.emailReply ?? true, moderation: row?.emailModeration ?? true, application: row?.emailApplication ?? true } };
}

function columns(patch: EmailPatch): Partial<Pick<SettingsRow, 'emailReply' | 'emailModeration' | 'emailApplication'>> {
  const set: Partial<Record<(typeof COLUMN)[NotificationKind], boolean>> = {};
  for (const [kind, on] of Object.entries(patch) as [NotificationKind, boolean | undefined][]) if (on !== undefined) set[COLUMN[kind]] = on;
  return set;
}

async function settingsRow(ctx: ServerContext, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row;
}

/** The member's e-mail settings. */
export async function readSettings(ctx: ServerContext, userId: string): Promise<NotificationSettings> {
  return emailSettings(await settingsRow(ctx, userId));
}

/** Sets the kinds named (the others keep their setting) and answers the settings after. */
export async function updateSettings(ctx: ServerContext, userId: string, patch: EmailPatch): Promise<NotificationSettings> {
  const set = columns(patch);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(notificationSettings)
    .values({ userId, unsubscribeKey: newUnsubscribeKey(), ...set, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...set, updatedAt: now } })
    .returning();
  return emailSettings(row);
}

/** The member's settings row, made (every kind on, a new key) if they have none yet: what a mail is signed with. */
export async function settingsForMail(ctx: ServerContext, userId: string): Promise<SettingsRow> {
  const [made] = await ctx.db
    .insert(notificationSettings)
    .values({ userId, unsubscribeKey: newUnsubscribeKey(), updatedAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning();
  return made ?? (await settingsRow(ctx, userId))!;
}

/**
 * The member and kind of an unsubscribe token whose signature is good; notifications.unsubscribe_invalid for
 * anything else (changed or cut short, or the member is gone, and their key with them).
 */
export async function checkUnsubscribeToken(ctx: ServerContext, token: string): Promise<{ userId: string; kind: NotificationKind; row: SettingsRow }> {
  const read = readUnsubscribeToken(token);
  const row = read && (await settingsRow(ctx, read.userId));
  if (!read || !row || !unsubscribeSignatureValid(row.unsubscribeKey, read)) throw new AppError(400, 'notifications.unsubscribe_invalid');
  return { userId: read.userId, kind: read.kind, row };
}

/** Turns off the token's kind for the token's member (see checkUnsubscribeToken); answers the kind. */
export async function unsubscribeByToken(ctx: ServerContext, token: string): Promise<NotificationKind> {
  const { userId, kind } = await checkUnsubscribeToken(ctx, token);
  await ctx.db
    .update(notificationSettings)
    .set({ ...columns({ [kind]: false }), updatedAt: ctx.clock.now() })
    .where(eq(notificationSettings.userId, userId));
  return kind;
}
