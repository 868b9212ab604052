import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import { Translator } from '../shared/translator.port';

/** The legal namespace is kept out of the first load; this store fetches it when a legal page opens. */
@injectable()
export class LegalTextsStore {
  status: 'loading' | 'ready' | 'error' = 'loading';
  /** The language whose texts are loaded: a page that mounts again in the same language shows them at once. */
  private loadedLanguage: string | null = null;

  constructor(@inject(Translator) private readonly translator: Translator) {
    makeAutoObservable<LegalTextsStore, 'translator' | 'loadedLanguage'>(this, { translator: false, loadedLanguage: false }, { autoBind: true });
  }

  /** Loads the texts of the terms and the privacy policy in the active language. */
  load = flow(function* (this: LegalTextsStore) {
    const language = this.translator.language;
    if (this.status === 'ready' && this.loadedLanguage === language) return;
    this.status = 'loading';
    try {
      yield this.translator.loadNamespaces(['content']);
      this.loadedLanguage = language;
      this.status = 'ready';
    } catch {
      this.status = 'error';
    }
  });

  /** The paragraphs of one section, `legal:<doc>.<section>.p1`, `p2`... until the next one is missing. */
  paragraphs(doc: 'terms' | 'policy', section: string): string[] {
    const paragraphs: string[] = [];
    for (let index = 1; this.translator.has(`content:${doc}.${section}.p${index}`); index += 1) {
      paragraphs.push(this.translator.t(`content:${doc}.${section}.p${index}`));
    }
    return paragraphs;
  }
}
