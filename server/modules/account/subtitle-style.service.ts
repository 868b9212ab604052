import { eq } from 'drizzle-orm';
import { subtitleStyleFieldsOfWire, subtitleStyleToWire, type SubtitleStyle as WireStyle } from '../../../contract/account/subtitle-style.schemas';
import { parseSubtitleStyle, type SubtitleStyle } from '../../../src/domain/player/subtitle-style';
import type { ServerContext } from '../../context';
import { viewingPreferences } from '../../db/schema/users';

/** The player's shape of a style; a stored field no longer offered reads as its default. */
export const fromWireStyle = (wire: unknown): SubtitleStyle => parseSubtitleStyle(subtitleStyleFieldsOfWire(wire));

/** The member's stored style, or null when they never saved one. */
export async function readSubtitleStyle(ctx: ServerContext, userId: string): Promise<WireStyle | null> {
  const [row] = await ctx.db.select().from(viewingPreferences).where(eq(viewingPreferences.userId, userId)).limit(1);
  return row ? subtitleStyleToWire(fromWireStyle(row.subtitleStyle)) : null;
}

/** Keeps the member's style (the last write wins) and answers it as stored. */
export async function saveSubtitleStyle(ctx: ServerContext, userId: string, style: WireStyle): Promise<WireStyle> {
  const stored = subtitleStyleToWire(fromWireStyle(style));
  const now = ctx.clock.now();
  await ctx.db
    .insert(viewingPreferences)
    .values({ userId, subtitleStyle: stored, updatedAt: now })
    .onConflictDoUpdate({ target: viewingPreferences.userId, set: { subtitleStyle: stored, updatedAt: now } });
  return stored;
}
