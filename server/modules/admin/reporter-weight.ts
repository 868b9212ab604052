/**
 * How much one report counts, from its reporter's earlier decided reports: (upheld + 1) / (upheld + rejected + 2).
 * A reporter with no record counts 0.5; every upheld report moves them toward 1, every rejected one toward 0, so
 * members whose reports proved right weigh more than newcomers, and serial false reporters fade out.
 */
export function reporterWeight(upheld: number, rejected: number): number {
  return (upheld + 1) / (upheld + rejected + 2);
}

/** Decisions that uphold the reports filed before them (the rest, `restore`, rejects them). */
export const UPHOLDING_DECISIONS = ['keep_hidden', 'delete'] as const;
