import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { Icon } from '../../shared/ui/icons.tsx';

/** The header search goes to /shop?keyword={text}; an empty search shows the whole shop. */
export function SearchBox({ className = '', onSearch }: { className?: string; onSearch?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('keyword') ?? '';
  const [text, setText] = useState(current);

  // Follow the listing's keyword, so the box never shows a search other than the one on screen.
  useEffect(() => setText(current), [current]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.shop(undefined, text.trim()));
    onSearch?.();
  };

  return (
    <search className={className}>
      {/* The action serves a search sent before the page's script has taken it over. */}
      <form className="search-box" action={paths.shop()} method="get" onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {t('layout.header.searchLabel')}
        </label>
        <input
          id={id}
          className="input search-box__input"
          type="search"
          name="keyword"
          enterKeyHint="search"
          placeholder={t('layout.header.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="submit"
          className="icon-button search-box__submit"
          aria-label={t('layout.header.search')}
        >
          <Icon name="search" />
        </button>
      </form>
    </search>
  );
}
