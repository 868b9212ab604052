import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SearchStore } from '../../application/search/search.store';
import { LazyImage } from '../shared/lazy-image.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

/**
 * The search field with instant suggestions (ARIA combobox): arrows move through the titles, Enter picks one,
 * Escape closes the list. Submitting searches the typed text; picking a suggestion searches that title.
 */
export const SearchForm = observer(function SearchForm({ onSearch }: { onSearch: (keyword: string) => void }) {
  const store = useService(SearchStore);
  const t = useT();
  const listId = useId();
  const [active, setActive] = useState(-1);
  const open = store.suggestions.length > 0;
  const pick = (keyword: string) => {
    store.closeSuggestions();
    setActive(-1);
    onSearch(keyword);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? store.suggestions[active] : undefined;
    pick(chosen ? chosen.title : store.keyword);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      store.closeSuggestions();
      setActive(-1);
    } else if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const count = store.suggestions.length;
      setActive((index) => (event.key === 'ArrowDown' ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
    }
  };
  const activeIndex = active >= store.suggestions.length ? -1 : active;
  return (
    <form role="search" className="search-form" onSubmit={submit}>
      <label className="filters__label" htmlFor={`${listId}-input`}>
        {t('browse:searchBox.label')}
      </label>
      <div className="search-form__row">
        <div className="search-form__field">
          <input
            id={`${listId}-input`}
            className="search-form__input"
            type="search"
            role="combobox"
            aria-expanded={open}
            aria-controls={`${listId}-list`}
            aria-autocomplete="list"
            aria-activedescendant={open && activeIndex >= 0 ? `${listId}-option-${activeIndex}` : undefined}
            value={store.input}
            placeholder={t('browse:searchBox.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              setActive(-1);
              store.type(event.target.value);
            }}
            onKeyDown={onKeyDown}
            // A click on a suggestion prevents this blur (mousedown below), so the list closes only on leaving.
            onBlur={store.closeSuggestions}
          />
          <ul id={`${listId}-list`} role="listbox" aria-label={t('browse:searchBox.suggestions')} className="search-form__suggestions" hidden={!open}>
            {store.suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={`${listId}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className="search-form__suggestion"
                // mousedown, not click: it fires before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(suggestion.title);
                }}
              >
                <span className="search-form__thumb">
                  <LazyImage src={suggestion.posterUrl} alt="" ratio="9 / 16" />
                </span>
                <span>{suggestion.title}</span>
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="button">
          {t('browse:searchBox.submit')}
        </button>
      </div>
    </form>
  );
});
