import type { ServiceIdentifier } from 'inversify';
import type { LineReportStore } from './line-report.store';

/**
 * The "Report this line" dialog's store (LineReportStore), as the player asks for it on the press: the token keeps the
 * store's code (the actions feature) out of the player's chunk, so a player never downloads the actions code to play.
 */
export type LineReporter = LineReportStore;
export const LineReporter = Symbol.for('LineReporter') as ServiceIdentifier<LineReporter>;
