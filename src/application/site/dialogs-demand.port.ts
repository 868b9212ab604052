import type { ServiceIdentifier } from 'inversify';

/**
 * Whether the dialogs area (login, share, feedback) is needed now (observable): a share or feedback dialog is open,
 * or the area's first render has work to do (a member's action to resume, a Google sign-in to finish). Bound with
 * the actions feature, so the composition's mount of the area reads it without the stores in the first download.
 */
export interface DialogsDemand {
  readonly wanted: boolean;
}
export const DialogsDemand = Symbol.for('DialogsDemand') as ServiceIdentifier<DialogsDemand>;
