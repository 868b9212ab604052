import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { GuideArticle, GuideSummary } from '../../domain/catalog/content.types';
import { pageCount } from '../../domain/catalog/paged.entity';
import { RemoteValue } from '../film/remote-value';
import { ContentGateway, type GuideListPage } from './content-gateway.port';

/** A paged list of guides of one type, and the open guide. */
@injectable()
export class GuidesStore {
  readonly list = new RemoteValue<GuideListPage>();
  readonly guide = new RemoteValue<GuideArticle>();

  constructor(@inject(ContentGateway) private readonly gateway: ContentGateway) {
    makeAutoObservable<GuidesStore, 'gateway'>(this, { gateway: false, list: false, guide: false }, { autoBind: true });
  }

  /** Loads one page of the guides of `type`. */
  loadPage(type: string, page: number): void {
    void this.list.load(() => this.gateway.guides(type, page));
  }

  /** Loads one guide (the view calls again when the language changes). */
  loadGuide(guideId: number): void {
    void this.guide.load(() => this.gateway.guide(guideId));
  }

  get items(): readonly GuideSummary[] {
    return this.list.value?.guides.items ?? [];
  }

  get totalPages(): number {
    return this.list.value ? pageCount(this.list.value.guides) : 1;
  }
}
