import type { Lang } from './languages';

/** A person's name in the three scripts the ten languages use. */
export interface ScriptedName {
  readonly latin: string;
  readonly cyrillic: string;
  readonly devanagari: string;
}

const n = (latin: string, cyrillic: string, devanagari: string): ScriptedName => ({ latin, cyrillic, devanagari });

/** Male leads. Russian forms end in a consonant, -й or -ь so that they decline regularly. */
export const MALE_NAMES: readonly ScriptedName[] = [
  n('Lucas', 'Лукас', 'लुकास'),
  n('Adrian', 'Адриан', 'एड्रियन'),
  n('Ethan', 'Итан', 'ईथन'),
  n('Maxim', 'Максим', 'मैक्सिम'),
  n('Victor', 'Виктор', 'विक्टर'),
  n('Daniel', 'Даниэль', 'डैनियल'),
  n('Marcus', 'Маркус', 'मार्कस'),
  n('Julian', 'Джулиан', 'जूलियन'),
  n('Oliver', 'Оливер', 'ओलिवर'),
  n('Sebastian', 'Себастьян', 'सेबेस्टियन'),
  n('Alexander', 'Александр', 'अलेक्ज़ेंडर'),
  n('Nathan', 'Натан', 'नेथन'),
  n('Ryan', 'Райан', 'रयान'),
  n('Damon', 'Дэймон', 'डेमन'),
  n('Kai', 'Кай', 'काई'),
  n('Roman', 'Роман', 'रोमन'),
  n('Ivan', 'Иван', 'इवान'),
  n('Arjun', 'Арджун', 'अर्जुन'),
  n('Rafael', 'Рафаэль', 'राफ़ेल'),
  n('Timur', 'Тимур', 'तैमूर'),
];

/** Female leads and rivals. Russian forms end in -а or -я. */
export const FEMALE_NAMES: readonly ScriptedName[] = [
  n('Emma', 'Эмма', 'एम्मा'),
  n('Sofia', 'София', 'सोफ़िया'),
  n('Clara', 'Клара', 'क्लारा'),
  n('Lina', 'Лина', 'लीना'),
  n('Mia', 'Мия', 'मिया'),
  n('Elena', 'Елена', 'एलेना'),
  n('Nora', 'Нора', 'नोरा'),
  n('Anna', 'Анна', 'अन्ना'),
  n('Olivia', 'Оливия', 'ओलिविया'),
  n('Isabella', 'Изабелла', 'इसाबेला'),
  n('Chloe', 'Хлоя', 'क्लोई'),
  n('Maya', 'Майя', 'माया'),
  n('Lara', 'Лара', 'लारा'),
  n('Vera', 'Вера', 'वेरा'),
  n('Alina', 'Алина', 'अलीना'),
  n('Diana', 'Диана', 'डायना'),
  n('Priya', 'Прия', 'प्रिया'),
  n('Zara', 'Зара', 'ज़ारा'),
  n('Eva', 'Ева', 'ईवा'),
  n('Nina', 'Нина', 'नीना'),
];

/** Family names for contributors (directors, writers, actors). Russian forms are indeclinable or used as subjects. */
export const SURNAMES: readonly ScriptedName[] = [
  n('Carter', 'Картер', 'कार्टर'),
  n('Moreau', 'Моро', 'मोरो'),
  n('Silva', 'Силва', 'सिल्वा'),
  n('Rossi', 'Росси', 'रॉसी'),
  n('Novak', 'Новак', 'नोवाक'),
  n('Keller', 'Келлер', 'केलर'),
  n('Hart', 'Харт', 'हार्ट'),
  n('Lane', 'Лейн', 'लेन'),
  n('Costa', 'Коста', 'कोस्टा'),
  n('Berg', 'Берг', 'बर्ग'),
  n('Rivera', 'Ривера', 'रिवेरा'),
  n('Stone', 'Стоун', 'स्टोन'),
  n('Mehta', 'Мехта', 'मेहता'),
  n('Kapoor', 'Капур', 'कपूर'),
  n('Okafor', 'Окафор', 'ओकाफ़ोर'),
  n('Mwangi', 'Мванги', 'म्वांगी'),
  n('Petrova', 'Петрова', 'पेत्रोवा'),
  n('Laurent', 'Лоран', 'लॉरेंट'),
  n('Jansen', 'Янсен', 'यानसेन'),
  n('Bauer', 'Бауэр', 'बाउर'),
];

/** The form of a name a language writes. */
export function nameIn(name: ScriptedName, lang: Lang): string {
  if (lang === 'ru') return name.cyrillic;
  if (lang === 'hi') return name.devanagari;
  return name.latin;
}
