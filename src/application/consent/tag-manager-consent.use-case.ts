import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { tagManagerAllowed, type ConsentGrants } from '../../domain/consent/consent-choice';
import { TagManager } from '../shared/tag-manager.port';
import { SettingsStore } from '../site/settings.store';
import { ConsentStore } from './consent.store';

/**
 * Loads the operator's tag manager only once the visitor allowed a purpose it serves (statistics or marketing), and
 * passes every later change of mind on to it, so its tags follow the choice (Google Consent Mode).
 */
@injectable()
export class TagManagerConsentUseCase {
  private loaded = false;
  private stop: (() => void) | null = null;

  constructor(
    @inject(ConsentStore) private readonly consent: Pick<ConsentStore, 'grants'>,
    @inject(SettingsStore) private readonly settings: Pick<SettingsStore, 'config'>,
    @inject(TagManager) private readonly tagManager: TagManager,
  ) {}

  start(): void {
    this.stop?.();
    this.stop = reaction(
      () => ({ id: this.settings.config?.tagManagerId ?? null, grants: this.consent.grants }),
      ({ id, grants }) => this.apply(id, grants),
      { fireImmediately: true, equals: (a, b) => a.id === b.id && sameGrants(a.grants, b.grants) },
    );
  }

  private apply(id: string | null, grants: ConsentGrants): void {
    if (this.loaded) return this.tagManager.update(grants);
    if (id === null || !tagManagerAllowed(grants)) return;
    this.loaded = true;
    this.tagManager.load(id, grants);
  }
}

function sameGrants(a: ConsentGrants, b: ConsentGrants): boolean {
  return a.analytics === b.analytics && a.marketing === b.marketing;
}
