import { observer } from 'mobx-react-lite';
import { useLocation, useSearch } from 'wouter';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../domain/routing/language';
import { useLinks } from './use-links.hook';
import { SettingsStore } from '../../application/site/settings.store';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
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
  const settings = useService(SettingsStore);
  const choose = (language: Language) => {
    const target = links.samePageIn(language, location);
    navigate(search ? `${target}?${search}` : target);
    // Remembers the choice (cookie, 'picked'), so later unprefixed links keep this language.
    void settings.setLocale(language);
  };
  return (
    <label className={`language-switcher${compact ? ' language-switcher--compact' : ''}`}>
      <span className="visually-hidden">{t('browse:language.label')}</span>
      <svg className="language-switcher__icon" aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
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
