import type { ServiceIdentifier } from 'inversify';

/** Tells whether a newer build of the site has been deployed. */
export interface BuildChecker {
  /** The id of the build this page runs. */
  readonly currentBuildId: string;
  /** The id of the newest deployed build (builds/latest.json). */
  latestBuildId(): Promise<string>;
}
export const BuildChecker = Symbol.for('BuildChecker') as ServiceIdentifier<BuildChecker>;
