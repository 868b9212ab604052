import type { TranslationValues, Translator } from '../translator.port';

/** A translator for tests: answers from a flat table of `ns:key` texts and records language changes. */
export class FakeTranslator implements Translator {
  language = 'en';
  readonly changes: string[] = [];

  constructor(private readonly texts: Readonly<Record<string, string>> = {}) {}

  t(key: string, values?: TranslationValues): string {
    const text = this.texts[key] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  }

  has(key: string): boolean {
    return key in this.texts;
  }

  async changeLanguage(language: string): Promise<void> {
    this.changes.push(language);
    this.language = language;
  }

  async loadNamespaces(): Promise<void> {}

  textsReady(): Promise<void> | null {
    return null;
  }

  demandedNamespaces(): readonly string[] {
    return [];
  }

  formatNumber(value: number): string {
    return String(value);
  }

  formatDate(value: Date | number): string {
    return new Date(value).toISOString();
  }
}
