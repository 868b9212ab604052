import type { ServiceIdentifier } from 'inversify';
import type { UnlockWatch } from './unlock-watch';

/**
 * Rechecks a locked episode's permission while the page shows it (UnlockWatch, bound by the actions feature): the token
 * the episode page asks for, so its first download goes without that code.
 */
export type UnlockWatcher = Pick<UnlockWatch, 'watch'>;
export const UnlockWatcher = Symbol.for('UnlockWatcher') as ServiceIdentifier<UnlockWatcher>;
