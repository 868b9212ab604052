import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { shortUrls } from '../../db/schema/growth';
import { AppError } from '../../http/app-error';
import { isOwnUrl } from '../../http/site-origin';

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 7;
/** Where short links live: `/s/<code>`. */
export const SHORT_LINK_PREFIX = '/s/';
/** What a code may be when it is looked up (a regular expression's source; older codes may differ from new ones). */
export const SHORT_CODE_SOURCE = '[A-Za-z0-9]{4,16}';
const SHORT_CODE = new RegExp(`^${SHORT_CODE_SOURCE}$`);

/** A random code from an alphabet without look-alike characters. */
function newCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * Shortens a link of the site itself (short_url.foreign_host otherwise); the same link always gets the same code.
 * The site's hosts come from configuration only (site-origin.ts), never from the request, or short links would
 * be an open redirect.
 */
export async function shorten(ctx: ServerContext, originalUrl: string): Promise<string> {
  if (!isOwnUrl(ctx.config, originalUrl)) throw new AppError(400, 'short_url.foreign_host');
  const normalized = new URL(originalUrl).toString();
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await ctx.db.select({ code: shortUrls.code }).from(shortUrls).where(eq(shortUrls.originalUrl, normalized)).limit(1);
    if (existing) return existing.code;
    // A clash on the code (or a parallel insert of the same link) inserts nothing; the loop then looks again.
    const [inserted] = await ctx.db
      .insert(shortUrls)
      .values({ code: newCode(), originalUrl: normalized })
      .onConflictDoNothing()
      .returning({ code: shortUrls.code });
    if (inserted) return inserted.code;
  }
  throw new Error('could not allocate a short code');
}

/** The link behind a short code, if any and if it is still on one of the site's configured hosts. */
export async function resolveShortCode(ctx: ServerContext, code: string): Promise<string | undefined> {
  if (!SHORT_CODE.test(code)) return undefined;
  const [row] = await ctx.db.select({ originalUrl: shortUrls.originalUrl }).from(shortUrls).where(eq(shortUrls.code, code)).limit(1);
  // Rows written before hosts came from configuration may point anywhere: they are not followed.
  return row && isOwnUrl(ctx.config, row.originalUrl) ? row.originalUrl : undefined;
}
