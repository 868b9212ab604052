import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import type { Category } from '../../domain/catalog/category.entity';
import type { DialogueMatch } from '../../domain/catalog/dialogue-match.entity';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import { pageCount, type Paged } from '../../domain/catalog/paged.entity';
import { type FilmSuggestion, normalizeKeyword, wantsSuggestions } from '../../domain/catalog/search-keyword';
import { type Cancel, Clock } from '../shared/clock.port';
import { RemoteValue } from '../film/remote-value';
import { ListingsGateway, type SearchRequest } from '../browse/listings-gateway.port';

/** Suggestions wait for a pause in typing this long, so one word typed fast costs one request. */
export const suggestionDelayMs = 250;

/** The search page: the typed text with instant suggestions, and the results of the search in the URL. */
@injectable()
export class SearchStore {
  input = '';
  suggestions: readonly FilmSuggestion[] = [];
  request: SearchRequest | null = null;
  readonly results = new RemoteValue<Paged<FilmCard>>();
  readonly categories = new RemoteValue<readonly Category[]>();
  /** The dramas the keyword is spoken in: the same for every page, sort and category of a search. */
  readonly dialogue = new RemoteValue<readonly DialogueMatch[]>();
  private dialogueKey: string | null = null;
  private pendingSuggestion: Cancel | null = null;
  private suggestionGeneration = 0;
  private shownKey: string | null = null;
  /** The language the category filter's names were loaded in: a language switch loads them again. */
  private categoriesLanguage: string | null = null;

  constructor(
    @inject(ListingsGateway) private readonly gateway: ListingsGateway,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<SearchStore, 'gateway' | 'clock' | 'pendingSuggestion' | 'suggestionGeneration' | 'shownKey' | 'categoriesLanguage' | 'dialogueKey'>(
      this,
      {
        gateway: false,
        clock: false,
        pendingSuggestion: false,
        suggestionGeneration: false,
        shownKey: false,
        categoriesLanguage: false,
        results: false,
        categories: false,
        dialogue: false,
        dialogueKey: false,
      },
      { autoBind: true },
    );
  }

  /** The visitor typed: keep the text and ask for suggestions once typing pauses. */
  type(text: string): void {
    this.input = text;
    this.pendingSuggestion?.();
    this.pendingSuggestion = null;
    if (!wantsSuggestions(text)) {
      this.suggestionGeneration += 1;
      this.suggestions = [];
      return;
    }
    this.pendingSuggestion = this.clock.setTimeout(() => void this.fetchSuggestions(normalizeKeyword(text)), suggestionDelayMs);
  }

  /** Hides the suggestions (Escape, a choice made, focus gone). */
  closeSuggestions(): void {
    this.pendingSuggestion?.();
    this.pendingSuggestion = null;
    this.suggestionGeneration += 1;
    this.suggestions = [];
  }

  /** The keyword the form would search now. */
  get keyword(): string {
    return normalizeKeyword(this.input);
  }

  /** Shows the search the URL asks for; an empty keyword shows the prompt, not a request. */
  show(request: SearchRequest, language: string): void {
    this.closeSuggestions();
    this.input = request.keyword;
    this.request = request;
    if (this.categories.status === 'idle' || this.categories.status === 'error' || this.categoriesLanguage !== language) {
      this.categoriesLanguage = language;
      void this.categories.load(() => this.gateway.categories('category'));
    }
    const key = `${language}|${request.keyword}|${request.categorySlug ?? ''}|${request.sort}|${request.page}`;
    if (!request.keyword) {
      this.shownKey = key;
      return;
    }
    const dialogueKey = `${language}|${request.keyword}`;
    if (dialogueKey !== this.dialogueKey || this.dialogue.status === 'error') {
      this.dialogueKey = dialogueKey;
      void this.dialogue.load(() => this.gateway.dialogue(request.keyword));
    }
    if (key === this.shownKey && this.results.status !== 'error') return;
    this.shownKey = key;
    void this.results.load(() => this.gateway.search(request));
  }

  /** Pages of results, 1 until loaded. */
  get totalPages(): number {
    return this.results.value ? pageCount(this.results.value) : 1;
  }

  /** Stops a pending suggestion request when the page goes away. */
  dispose(): void {
    this.closeSuggestions();
  }

  private fetchSuggestions = flow(function* (this: SearchStore, keyword: string) {
    const generation = ++this.suggestionGeneration;
    try {
      const suggestions: readonly FilmSuggestion[] = yield this.gateway.suggestions(keyword);
      if (generation === this.suggestionGeneration) this.suggestions = suggestions;
    } catch {
      // Suggestions are a convenience: on failure the list stays empty and the full search still works.
      if (generation === this.suggestionGeneration) this.suggestions = [];
    }
  });
}
