import type { ServiceIdentifier } from 'inversify';
import { PRELOADED_RESPONSES_ELEMENT_ID, preloadKey, type PreloadedResponses } from '../../../contract/preloaded-responses';

/**
 * The answers the server wrote into the page for the landing screen (contract/preloaded-responses.ts). Each is
 * handed out once: the first screen renders without those round trips, and any later request asks the network.
 */
export class PreloadedAnswers {
  private answers: PreloadedResponses | undefined;

  /** `readSource` returns the JSON text the server wrote, or null when the page has none. */
  constructor(private readonly readSource: () => string | null) {}

  /** The answers of the current page, read from its `<script type="application/json">` element. */
  static fromDocument(): PreloadedAnswers {
    return new PreloadedAnswers(() => document.getElementById(PRELOADED_RESPONSES_ELEMENT_ID)?.textContent ?? null);
  }

  /** No answers at all (tests, other hosts). */
  static none(): PreloadedAnswers {
    return new PreloadedAnswers(() => null);
  }

  /** Takes the envelope preloaded for a GET of `path` with `query`, if the page carries one. */
  take(path: string, query: Readonly<Record<string, string>>): unknown {
    this.answers ??= this.parse();
    const key = preloadKey(path, query);
    if (!(key in this.answers)) return undefined;
    const envelope = this.answers[key];
    delete this.answers[key];
    return envelope;
  }

  private parse(): PreloadedResponses {
    try {
      const parsed: unknown = JSON.parse(this.readSource() ?? '{}');
      return parsed !== null && typeof parsed === 'object' ? { ...(parsed as PreloadedResponses) } : {};
    } catch {
      return {};
    }
  }
}

/** The container's key for the page's preloaded answers. */
export const PreloadedAnswersToken = Symbol.for('PreloadedAnswers') as ServiceIdentifier<PreloadedAnswers>;
