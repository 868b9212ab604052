import type { EngineName } from '../engine-session';

/** An engine's browser or driver is not installed: the run fails with the Debian packages that bring it. */
export class EngineMissing extends Error {
  constructor(
    readonly engine: EngineName,
    what: string,
    readonly packages: readonly string[],
  ) {
    super(`${engine}: ${what}. Install it with: apt-get install ${packages.join(' ')} (.ci/run does). The engine journeys never skip an engine.`);
  }
}
