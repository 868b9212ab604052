import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { normalizeKeyword } from '../../domain/catalog/search-keyword';
import { useLinks } from '../site/use-links.hook';
import { useT } from './use-t.hook';
import './search-box.css';

/** The header's search field: submitting opens the search page for the keyword (suggestions live on that page). */
export const SearchBox = observer(function SearchBox() {
  const t = useT();
  const links = useLinks();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(links.search({ keyword: normalizeKeyword(text) }));
    setText('');
  };
  return (
    <form role="search" className="search-box" action={links.search({})} onSubmit={submit}>
      <label className="visually-hidden" htmlFor="site-search">
        {t('browse:searchBox.label')}
      </label>
      <input
        id="site-search"
        className="search-box__input"
        type="search"
        name="keyword"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('browse:searchBox.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="search-box__submit" aria-label={t('browse:searchBox.submit')}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </button>
    </form>
  );
});
