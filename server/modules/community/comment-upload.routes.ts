import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as calls from '../../../contract/community/comments.calls';
import { UPLOAD_MAX_BYTES } from '../../../contract/community/comments.schemas';
import { codeOf } from '../../../contract/error-codes';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { acceptUpload, uploadKey, UPLOADS_URL_PREFIX } from './comment-upload.service';
import { Readable } from 'node:stream';

/** Room for the multipart envelope around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.webp$/;

/**
 * The photo upload call and the uploaded photos themselves. The app's 64 KB body limit skips the upload call,
 * which has its own (UPLOAD_MAX_BYTES): a larger body is refused as soon as its length says so, or while it
 * streams in, before anything is decoded or stored.
 */
export function commentUploadRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const limit = bodyLimit({ maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, onError: (c) => fail(c, 413, 'upload.too_large') });
  router.post(calls.uploadCommentImage.path, async (c, next) => {
    // A visitor without a session learns that first, whatever the size of what they send.
    if (!c.get('userId')) return fail(c, 401, 'auth.required');
    return limit(c, next);
  });
  mountCall(router, calls.uploadCommentImage, async (c, { body }) => {
    const userId = c.get('userId')!;
    const limited = await ctx.parts.memberLimits.over(c, 'upload', userId);
    if (limited) return limited;
    if (body.file.size > UPLOAD_MAX_BYTES) return fail(c, 413, 'upload.too_large');
    const result = await acceptUpload(ctx, userId, new Uint8Array(await body.file.arrayBuffer()));
    return result.ok ? ok(c, result.upload) : fail(c, codeOf(result.error), result.error);
  });

  // A stored name never changes content (a new upload gets a new uuid), so browsers and CDNs keep it for a year.
  router.get(`${UPLOADS_URL_PREFIX}:name`, async (c) => {
    const name = c.req.param('name');
    const object = STORED_NAME.test(name) ? await ctx.media.get(uploadKey(`${UPLOADS_URL_PREFIX}${name}`)) : undefined;
    if (!object) return c.body(null, 404);
    const headers = {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: object.info.etag,
      'Last-Modified': object.info.lastModified.toUTCString(),
    };
    if (c.req.header('if-none-match') === object.info.etag) {
      object.body.destroy();
      return c.body(null, 304, headers);
    }
    return c.body(Readable.toWeb(object.body) as ReadableStream, 200, { ...headers, 'Content-Length': String(object.info.size) });
  });
  return router;
}
