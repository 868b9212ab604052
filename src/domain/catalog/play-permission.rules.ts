import type { PermissionCaller, PlayPermission } from './episode.types';

/** Visits still needed before sharing unlocks the film (never negative). */
export function shareVisitsMissing(permission: Pick<PlayPermission, 'visitsNeeded' | 'visitsSoFar'>): number {
  return Math.max(0, permission.visitsNeeded - permission.visitsSoFar);
}

/** The ways a locked episode can still be unlocked, in the order the player offers them. */
export type UnlockOption = 'share' | 'apply' | 'application_pending' | 'application_denied';

/** Lists how a visitor can unlock a locked episode; empty when the episode already plays. */
export function unlockOptions(permission: PlayPermission): UnlockOption[] {
  if (permission.allowed) return [];
  const options: UnlockOption[] = [];
  if (shareVisitsMissing(permission) > 0) options.push('share');
  // A denied application is shown with the operator's reply, and the member may ask again.
  if (permission.application === 'denied') options.push('application_denied');
  if (permission.application === 'none' || permission.application === 'denied') options.push('apply');
  if (permission.application === 'pending') options.push('application_pending');
  return options;
}

/**
 * Whether a locked answer must be asked again by `caller`: it was about someone else (the page's answer is about no
 * one; a visitor's knows nothing of the member's application; a member's is not a signed-out visitor's), so its
 * counts and application are not the caller's. An allowed answer plays for anyone and stands.
 */
export function askAgainAs(permission: Pick<PlayPermission, 'allowed' | 'caller'>, caller: PermissionCaller): boolean {
  return !permission.allowed && permission.caller !== caller;
}
