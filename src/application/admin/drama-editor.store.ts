import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { photoFileProblem } from '../../domain/community/photo-file.rules';
import type { CatalogChoices, ContributorRole, DramaFields, DramaTextField, EditedDrama } from '../../domain/admin/catalog.types';
import { blankDrama, dramaToSave, formOfDrama, formProblems, movedOrder, type FormProblem } from '../../domain/admin/drama-form';
import { isApiError } from '../../domain/errors/api-error';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/routing/language';
import { RemoteValue } from '../film/remote-value';
import { CatalogGateway, type NewEpisode } from './catalog-gateway.port';

/** The editor's actions that go to the server; one runs at a time and shows its progress. */
export type EditorAction = 'load' | 'save' | 'poster' | 'episode' | 'order' | 'free' | 'publish';

/**
 * The "New drama" / "Edit drama" screen. The form is the operator's; the stored drama is the server's (its poster,
 * episodes and state). A refused action keeps the form exactly as it was and shows the refusal's message key.
 */
@injectable()
export class DramaEditorStore {
  /** The stored drama's id; null while a new drama is not saved yet. */
  id: number | null = null;
  form: DramaFields = blankDrama();
  stored: EditedDrama | null = null;
  readonly choices = new RemoteValue<CatalogChoices>();
  /** The language whose texts the form shows. */
  textLang: Language = DEFAULT_LANGUAGE;
  pending: EditorAction | null = null;
  /** The last refused action and the locale key of its reason. */
  failure: { readonly action: EditorAction; readonly key: string } | null = null;
  /** Locale key of the last thing done (`admin:adminCatalog.done.save`...), announced to screen readers. */
  notice: string | null = null;
  private requestedFree: { readonly number: number; readonly free: boolean } | null = null;
  /** Problems are shown once the operator tried to save. */
  private triedToSave = false;

  constructor(@inject(CatalogGateway) private readonly gateway: CatalogGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, choices: false, form: observableRef, stored: observableRef }, { autoBind: true });
  }

  /** The categories, topics and people, named in `lang` (loaded again when the operator's language changes). */
  loadChoices(lang: Language): void {
    void this.choices.load(() => this.gateway.choices(lang));
  }

  /** Opens a drama (null: a new one); reopening the drama shown keeps its form. */
  open(id: number | null): void {
    if (id !== null && id === this.id && this.stored) return;
    this.id = id;
    this.form = blankDrama();
    this.stored = null;
    this.textLang = DEFAULT_LANGUAGE;
    this.failure = null;
    this.notice = null;
    this.triedToSave = false;
    // An action of the drama left behind may still run; its answer is dropped (run checks the id), not waited for.
    this.pending = null;
    if (id !== null) void this.run('load', () => this.gateway.drama(id));
  }

  /** An episode's subtitle languages after a track was added (the tracks have their own calls and store). */
  noteSubtitleLanguages(episodeNum: number, langs: readonly Language[]): void {
    if (!this.stored) return;
    this.stored = { ...this.stored, episodes: this.stored.episodes.map((e) => (e.number === episodeNum ? { ...e, subtitleLangs: langs } : e)) };
  }

  get problems(): FormProblem[] {
    return this.triedToSave ? formProblems(this.form) : [];
  }

  /** Languages whose texts have a problem (their tab is marked). */
  get languagesWithProblems(): ReadonlySet<Language> {
    return new Set(this.problems.flatMap((p) => (p.lang ? [p.lang] : [])));
  }

  problemOf(field: string): FormProblem | undefined {
    return this.problems.find((p) => p.field === field);
  }

  showTexts(lang: Language): void {
    this.textLang = lang;
  }

  setText(lang: Language, field: DramaTextField, value: string): void {
    this.form = { ...this.form, texts: { ...this.form.texts, [lang]: { ...this.form.texts[lang], [field]: value } } };
  }

  setSlug(slug: string): void {
    this.form = { ...this.form, slug };
  }

  setOriginalLang(originalLang: Language): void {
    this.form = { ...this.form, originalLang };
  }

  /** An empty field clears the year; anything else is kept as typed (validation says when it is no year). */
  setReleaseYear(value: string): void {
    this.form = { ...this.form, releaseYear: value.trim() === '' ? null : Number(value) };
  }

  toggleGroup(kind: 'category' | 'topic', slug: string): void {
    const key = kind === 'category' ? 'categories' : 'topics';
    const list = this.form[key];
    this.form = { ...this.form, [key]: list.includes(slug) ? list.filter((s) => s !== slug) : [...list, slug] };
  }

  addContributor(id: string, role: ContributorRole, character: string): void {
    if (this.form.contributors.some((c) => c.id === id && c.role === role)) return;
    this.form = { ...this.form, contributors: [...this.form.contributors, { id, role, character: character.trim() === '' ? null : character.trim() }] };
  }

  removeContributor(index: number): void {
    this.form = { ...this.form, contributors: this.form.contributors.filter((_, i) => i !== index) };
  }

  /** Saves the form (creating the drama the first time); false when the form has problems or the server refused. */
  async save(): Promise<boolean> {
    this.triedToSave = true;
    if (this.problems.length > 0) return false;
    const fields = dramaToSave(this.form);
    const id = this.id;
    return this.run('save', () => (id === null ? this.gateway.create(fields) : this.gateway.update(id, fields)));
  }

  async uploadPoster(image: Blob): Promise<boolean> {
    // A poster the server would refuse (too large, not an image) is refused here, before its upload.
    const problem = photoFileProblem(image);
    if (problem) {
      this.notice = null;
      this.failure = { action: 'poster', key: `site-errors:${problem}` };
      return false;
    }
    return this.withStored('poster', (id) => this.gateway.uploadPoster(id, image));
  }

  async addEpisode(episode: NewEpisode): Promise<boolean> {
    return this.withStored('episode', (id) => this.gateway.addEpisode(id, episode));
  }

  /** Moves an episode one place up (-1) or down (+1). */
  async moveEpisode(number: number, step: -1 | 1): Promise<boolean> {
    const order = movedOrder(this.stored?.episodes.map((e) => e.number) ?? [], number, step);
    if (!order) return false;
    return this.withStored('order', (id) => this.gateway.reorder(id, order));
  }

  /** The free switch shows the operator's choice at once, and the stored value again if the server refuses. */
  async setFree(number: number, free: boolean): Promise<boolean> {
    if (this.pending) return false;
    this.requestedFree = { number, free };
    try {
      return await this.withStored('free', (id) => this.gateway.setFree(id, number, free));
    } finally {
      runInAction(() => {
        this.requestedFree = null;
      });
    }
  }

  /** Whether an episode is shown as free: the change on its way, else what is stored. */
  freeShown(episode: { readonly number: number; readonly free: boolean }): boolean {
    return this.requestedFree?.number === episode.number ? this.requestedFree.free : episode.free;
  }

  async setPublished(published: boolean): Promise<boolean> {
    return this.withStored('publish', (id) => this.gateway.setPublished(id, published));
  }

  private withStored(action: EditorAction, work: (id: number) => Promise<EditedDrama>): Promise<boolean> {
    const id = this.id;
    if (id === null) return Promise.resolve(false);
    return this.run(action, () => work(id));
  }

  /** Runs one action at a time; its answer becomes the stored drama (and, after a load or save, the form). */
  private async run(action: EditorAction, work: () => Promise<EditedDrama>): Promise<boolean> {
    if (this.pending) return false;
    const openedId = this.id;
    this.pending = action;
    this.failure = null;
    this.notice = null;
    try {
      const drama = await work();
      runInAction(() => {
        // The operator opened another drama meanwhile: this answer is not for the screen shown.
        if (this.id !== openedId) return;
        this.id = drama.id;
        this.stored = drama;
        if (action === 'load' || action === 'save') this.form = formOfDrama(drama);
        this.notice = action === 'load' ? null : `admin:adminCatalog.done.${action}`;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        if (this.id === openedId) this.failure = { action, key: isApiError(error) ? error.msgKey : 'site-errors:generic' };
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }
}
