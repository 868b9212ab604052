import { injectable } from 'inversify';
import ky from 'ky';
import type { BuildChecker } from '../../application/shared/build-checker.port';

interface BuildMeta {
  readonly id: string;
}

function isBuildMeta(value: unknown): value is BuildMeta {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && (value as BuildMeta).id !== '';
}

/**
 * The id of the build this page runs, from `<meta name="build-id">` (written into index.html by the build,
 * build/build-manifest.ts): kept out of the code so that a deploy changes only the chunks whose code changed.
 */
export function pageBuildId(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string {
  return doc?.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content.trim() ?? '';
}

/** Reads builds/latest.json (written by the Vite build) and confirms the build through builds/meta/{id}.json. */
@injectable()
export class KyBuildChecker implements BuildChecker {
  constructor(
    readonly currentBuildId: string = pageBuildId(),
    private readonly origin: string = '',
    private readonly now: () => number = Date.now,
  ) {}

  async latestBuildId(): Promise<string> {
    // A page that names no build (Vite's dev server) cannot tell a newer one from its own: it never asks to reload.
    if (this.currentBuildId === '') return '';
    // The timestamp defeats every cache between us and the file, which keeps its name across deploys.
    const latest = await ky.get(`${this.origin}/builds/latest.json`, { searchParams: { t: String(this.now()) }, retry: 0 }).json<unknown>();
    if (!isBuildMeta(latest)) throw new Error('builds/latest.json has no build id');
    if (latest.id === this.currentBuildId) return latest.id;
    // A deploy whose meta file is not reachable yet is not finished: keep the running build until it is.
    const meta = await ky.get(`${this.origin}/builds/meta/${encodeURIComponent(latest.id)}.json`, { retry: 0 }).json<unknown>();
    if (!isBuildMeta(meta) || meta.id !== latest.id) throw new Error(`builds/meta/${latest.id}.json does not describe that build`);
    return latest.id;
  }
}
