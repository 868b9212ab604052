import { eq } from 'drizzle-orm';
import type { SubtitleStyle as WireStyle } from '../../../contract/account/subtitle-style.schemas';
import { parseSubtitleStyle, type SubtitleStyle } from '../../../src/domain/player/subtitle-style';
import type { ServerContext } from '../../context';
import { viewingPreferences } from '../../db/schema/users';

/** The contract's shape of a style (snake_case), from the player's. */
export function toWireStyle(style: SubtitleStyle): WireStyle {
  return {
    size: style.size,
    color: style.color,
    background: style.background,
    box_opacity: style.boxOpacity,
    position: style.position,
    language: style.language,
  };
}

/** The player's shape of a style; a stored field no longer offered reads as its default. */
export function fromWireStyle(wire: unknown): SubtitleStyle {
  const record = wire && typeof wire === 'object' ? (wire as Record<string, unknown>) : {};
  return parseSubtitleStyle({ ...record, boxOpacity: record.box_opacity });
}

/** The member's stored style, or null when they never saved one. */
export async function readSubtitleStyle(ctx: ServerContext, userId: string): Promise<WireStyle | null> {
  const [row] = await ctx.db.select().from(viewingPreferences).where(eq(viewingPreferences.userId, userId)).limit(1);
  return row ? toWireStyle(fromWireStyle(row.subtitleStyle)) : null;
}

/** Keeps the member's style (the last write wins) and answers it as stored. */
export async function saveSubtitleStyle(ctx: ServerContext, userId: string, style: WireStyle): Promise<WireStyle> {
  const stored = toWireStyle(fromWireStyle(style));
  const now = ctx.clock.now();
  await ctx.db
    .insert(viewingPreferences)
    .values({ userId, subtitleStyle: stored, updatedAt: now })
    .onConflictDoUpdate({ target: viewingPreferences.userId, set: { subtitleStyle: stored, updatedAt: now } });
  return stored;
}
