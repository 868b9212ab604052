import { injectable } from 'inversify';

/** What a card showed of the page it links to: enough to paint that page's heading before its data arrives. */
export interface PagePreview {
  readonly title: string;
  readonly imageUrl: string;
}

/** The previews kept at most: the last cards tapped (one is read per navigation). */
const KEPT = 8;

/**
 * The title and image a card showed, by the path of the page it opened. A tapped drama's page paints its title and
 * poster at once, as the apps do, instead of a skeleton until its answers arrive (a round trip and more on a phone,
 * issue 32). Only what the card itself showed: the page's own answers replace it as they come.
 */
@injectable()
export class PagePreviews {
  private readonly byPath = new Map<string, PagePreview>();

  /** `path` is the link's (its query and fragment aside). */
  remember(path: string, preview: PagePreview): void {
    const key = pathOnly(path);
    this.byPath.delete(key);
    this.byPath.set(key, preview);
    while (this.byPath.size > KEPT) this.byPath.delete(this.byPath.keys().next().value!);
  }

  /** The preview for the page at `path` (its query and fragment aside); null when no card opened it. */
  of(path: string): PagePreview | null {
    return this.byPath.get(pathOnly(path)) ?? null;
  }
}

const pathOnly = (path: string) => path.split(/[?#]/, 1)[0]!;
