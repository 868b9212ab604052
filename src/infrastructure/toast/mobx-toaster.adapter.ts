import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Clock } from '../../application/shared/clock.port';
import type { Toast, Toaster } from '../../application/shared/toaster.port';
import { Translator } from '../../application/shared/translator.port';
import { TOAST_DURATION_MS } from '../../domain/constants';
import type { UserMessage } from '../../domain/errors/user-message';
import { onDemandNamespaces } from '../../domain/routing/route-features';

/** An observable list of toasts the UI renders; each disappears after 2000 ms on the clock port. */
@injectable()
export class MobxToaster implements Toaster {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor(
    @inject(Translator) private readonly translator: Translator,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'translator' | 'clock'>(this, { translator: false, clock: false }, { autoBind: true });
  }

  show(message: UserMessage | string): void {
    const said = typeof message === 'string' ? { key: message, text: message } : message;
    // The error messages load on demand (route-features.ts): a toast shown before they arrived waits for them.
    const texts = this.translator.textsReady(onDemandNamespaces);
    if (texts) void texts.then(() => this.put(said));
    else this.put(said);
  }

  private put(message: UserMessage): void {
    const text = this.textOf(message);
    // Several requests failing together (offline) would stack the same toast; one is enough.
    if (this.toasts.some((toast) => toast.text === text)) return;
    const id = this.nextId++;
    this.toasts.push({ id, text });
    this.clock.setTimeout(() => this.dismiss(id), TOAST_DURATION_MS);
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  private textOf(message: UserMessage): string {
    if (message.key !== undefined && this.translator.has(message.key)) return this.translator.t(message.key);
    if (message.text !== undefined && message.text !== '') return message.text;
    return this.translator.t('site-errors:generic');
  }
}
