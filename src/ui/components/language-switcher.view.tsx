import { observer } from 'mobx-react-lite';
import { useLocation, useSearch } from 'wouter';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../domain/routing/language';
import { useLinks } from '../app/use-links.hook';
import { useT } from '../hooks/use-t.hook';
import './language-switcher.css';

/**
 * Picks the site language and stays on the same page: the current route is rebuilt under the chosen
 * language's prefix (query kept), so a visitor reading a category in German lands on the same category in Hindi.
 */
export const LanguageSwitcher = observer(function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const links = useLinks();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const choose = (language: Language) => {
    const target = links.samePageIn(language, location);
    navigate(search ? `${target}?${search}` : target);
  };
  return (
    <label className={`language-switcher${compact ? ' language-switcher--compact' : ''}`}>
      <span className="visually-hidden">{t('browse:language.label')}</span>
      <span className="language-switcher__icon" aria-hidden="true">🌐</span>
      <select className="language-switcher__select" value={links.language} onChange={(event) => choose(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
});
