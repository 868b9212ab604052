import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentHasher, etagOfDigest, wholeSeconds } from './content-hash';
import { assertMediaKey } from './media-key';
import {
  UnsatisfiableRangeError,
  type ByteRange,
  type MediaBody,
  type MediaInfo,
  type MediaListEntry,
  type MediaObject,
  type MediaStore,
  type PutOptions,
} from './media-store.port';

/** Where the bucket is and who may write to it (MEDIA_STORE=s3://bucket[/prefix] and the S3_* settings). */
export interface S3StoreOptions {
  readonly bucket: string;
  /** Keys are stored under this prefix (`site-a/` -> `site-a/posters/1.svg`); empty for the bucket's root. */
  readonly prefix: string;
  /** An S3-compatible server (MinIO, R2, Ceph, s3rver); unset for AWS itself. */
  readonly endpoint?: string;
  readonly region: string;
  /** Unset: the SDK's usual chain (environment, shared files, instance role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** `bucket` in the path rather than in the host name, which most self-hosted servers need. */
  readonly forcePathStyle: boolean;
}

/** Object metadata the store writes: the content hash (HTTP ETag) and the Last-Modified the caller asked for. */
const SHA256 = 'sha256';
const MODIFIED = 'modified';

function notFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

/**
 * Media in S3-compatible object storage. The sha256 of each object is computed while it is written and kept in its
 * metadata, so the ETag is the same as the local store's for the same bytes (S3's own ETag differs for multipart
 * uploads and between servers). A streamed body is spooled to a temporary file first: a PUT needs its length.
 */
export class S3MediaStore implements MediaStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.description = `s3 ${options.bucket}${options.prefix ? `/${options.prefix}` : ''}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials && { ...options.credentials },
      // Checksums only where S3 requires them: S3-compatible servers do not all know the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: MediaBody, options: PutOptions): Promise<MediaInfo> {
    assertMediaKey(key);
    const modified = wholeSeconds(options.lastModified ?? new Date());
    const upload = async (content: Uint8Array | Readable, size: number, sha256: Buffer) => {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(key),
          Body: content,
          ContentLength: size,
          ContentType: options.contentType,
          Metadata: { [SHA256]: sha256.toString('base64url'), [MODIFIED]: modified.toISOString() },
        }),
      );
      return { key, size, etag: etagOfDigest(sha256), lastModified: modified, contentType: options.contentType };
    };
    if (body instanceof Uint8Array) {
      const hasher = contentHasher();
      hasher.update(body);
      const { sha256, size } = hasher.digest();
      return upload(body, size, sha256);
    }
    const dir = await mkdtemp(join(tmpdir(), 'media-put-'));
    try {
      const spool = join(dir, randomUUID());
      const hasher = contentHasher();
      const file = await open(spool, 'w');
      try {
        for await (const chunk of body as AsyncIterable<Uint8Array>) {
          hasher.update(chunk);
          await file.write(chunk);
        }
      } finally {
        await file.close();
      }
      const { sha256, size } = hasher.digest();
      return await upload(createReadStream(spool), size, sha256);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async get(key: string, range?: ByteRange): Promise<MediaObject | undefined> {
    assertMediaKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Range: range && `bytes=${range.start}-${range.end}` }),
      );
      const body = answer.Body as Readable;
      // Content-Range: bytes 0-9/1234 -> the object's size and the range actually sent.
      const contentRange = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      const size = contentRange ? Number(contentRange[3]) : (answer.ContentLength ?? 0);
      const info = this.infoOf(key, size, answer.ETag, answer.LastModified, answer.ContentType, answer.Metadata);
      if (!range) return { info, body };
      if (!contentRange) {
        body.destroy();
        throw new Error(`${this.description} answered a Range request without Content-Range`);
      }
      return { info, body, range: { start: Number(contentRange[1]), end: Number(contentRange[2]) } };
    } catch (error) {
      if (notFound(error)) return undefined;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
        const info = await this.stat(key);
        if (!info) return undefined;
        throw new UnsatisfiableRangeError(info.size);
      }
      throw error;
    }
  }

  async stat(key: string): Promise<MediaInfo | undefined> {
    assertMediaKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return this.infoOf(key, head.ContentLength ?? 0, head.ETag, head.LastModified, head.ContentType, head.Metadata);
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  async *list(prefix: string): AsyncIterable<MediaListEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: this.objectKey(prefix), ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key.slice(this.options.prefix.length), size: object.Size ?? 0, lastModified: wholeSeconds(object.LastModified ?? new Date(0)) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Lets go of the client's sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    return `${this.options.prefix}${key}`;
  }

  private infoOf(
    key: string,
    size: number,
    s3Etag: string | undefined,
    s3Modified: Date | undefined,
    contentType: string | undefined,
    metadata: Record<string, string> | undefined,
  ): MediaInfo {
    const sha256 = metadata?.[SHA256];
    const modified = metadata?.[MODIFIED] ? new Date(metadata[MODIFIED]) : undefined;
    return {
      key,
      size,
      // Objects put by other tools carry no hash of ours; S3's own tag is still stable for their bytes.
      etag: sha256 ? etagOfDigest(Buffer.from(sha256, 'base64url')) : (s3Etag ?? `"${size}"`),
      lastModified: wholeSeconds(modified && !Number.isNaN(modified.getTime()) ? modified : (s3Modified ?? new Date(0))),
      contentType: contentType ?? 'application/octet-stream',
    };
  }
}
