import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerContext } from '../../context';

/**
 * Where uploaded photos' bytes live, by file name (`<uuid>.webp`). One small port so that the storage can move
 * (the media store of issue 16: local directory or S3) without touching the upload logic.
 */
export interface UploadFiles {
  write(name: string, data: Uint8Array): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  /** Removes the file; a missing file is not an error. */
  remove(name: string): Promise<void>;
}

/** Files in a local directory, written aside then renamed so a reader never sees half a file. */
export function localUploadFiles(dir: string): UploadFiles {
  return {
    async write(name, data) {
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `.${name}.${process.pid}.tmp`);
      await writeFile(partial, data);
      await rename(partial, join(dir, name));
    },
    async read(name) {
      try {
        return await readFile(join(dir, name));
      } catch {
        return undefined;
      }
    },
    async remove(name) {
      await rm(join(dir, name), { force: true });
    },
  };
}

const perContext = new WeakMap<ServerContext, UploadFiles>();

/** The upload storage of a server: DATA_DIR/uploads. */
export function uploadFiles(ctx: ServerContext): UploadFiles {
  let files = perContext.get(ctx);
  if (!files) perContext.set(ctx, (files = localUploadFiles(join(ctx.config.dataDir, 'uploads'))));
  return files;
}
