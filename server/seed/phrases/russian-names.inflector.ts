import type { NameCase } from '../core/template';

const HUSHING_OR_VELAR = /[гкхжшчщ]$/;

/**
 * Declines the given first names into a Russian case. Covers the regular patterns of the name lists: feminine -а/-я/-ия,
 * masculine consonant, -й and -ь. Anything else (and multi-word text such as titles) is returned unchanged.
 */
export function inflectRussianName(word: string, nameCase: NameCase): string {
  if (nameCase === 'nom' || word.includes(' ')) return word;
  const stem = word.slice(0, -1);
  if (word.endsWith('ия')) return stem + { gen: 'и', dat: 'и', acc: 'ю', ins: 'ей', pre: 'и' }[nameCase];
  if (word.endsWith('я')) return stem + { gen: 'и', dat: 'е', acc: 'ю', ins: 'ей', pre: 'е' }[nameCase];
  if (word.endsWith('а')) {
    const gen = HUSHING_OR_VELAR.test(stem) ? 'и' : 'ы';
    return stem + { gen, dat: 'е', acc: 'у', ins: 'ой', pre: 'е' }[nameCase];
  }
  if (word.endsWith('й') || word.endsWith('ь')) return stem + { gen: 'я', dat: 'ю', acc: 'я', ins: 'ем', pre: 'е' }[nameCase];
  if (/[бвгджзклмнпрстфхцчшщ]$/.test(word)) return word + { gen: 'а', dat: 'у', acc: 'а', ins: 'ом', pre: 'е' }[nameCase];
  return word;
}
