/** A drama as the console's catalog list shows it (drafts included). */
export interface CatalogRow {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly published: boolean;
  readonly episodeCount: number;
  readonly posterUrl: string | null;
}
