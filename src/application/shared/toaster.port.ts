import type { ServiceIdentifier } from 'inversify';
import type { UserMessage } from '../../domain/errors/user-message';

/** One visible toast. */
export interface Toast {
  readonly id: number;
  readonly text: string;
}

/** Short messages for the visitor that disappear after 2000 ms; the UI renders `toasts` (observable). */
export interface Toaster {
  readonly toasts: readonly Toast[];
  /** Shows a message: a locale key (`ns:path`), literal text, or a UserMessage with a fallback text. */
  show(message: UserMessage | string): void;
  dismiss(id: number): void;
}
export const Toaster = Symbol.for('Toaster') as ServiceIdentifier<Toaster>;
