/** An hreflang alternate of a page: a site language or `x-default`. */
export interface PageAlternate {
  readonly lang: string;
  readonly href: string;
}

/** What the document head says about one page in one language (title, description, canonical, alternates, OG). */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly alternates: readonly PageAlternate[];
  readonly ogType: string;
  readonly ogImage: string | null;
  readonly indexable: boolean;
}
