import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { Icon } from '../../shared/ui/icons.tsx';

/**
 * Pre-filled from the keyword, cleared when the category changes, and searching within
 * the selected category when there is one.
 */
export function SidebarSearch({ categoryId, keyword }: { categoryId: number | undefined; keyword: string }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new category is a reason to reset too
  useEffect(() => setText(keyword), [keyword, categoryId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.shop(categoryId, text.trim()));
  };

  return (
    <search>
      <form className="sidebar-search" onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {t(categoryId ? 'sidebar.searchCategory' : 'sidebar.searchAll')}
        </label>
        <input
          id={id}
          className="input sidebar-search__input"
          type="search"
          enterKeyHint="search"
          placeholder={t('sidebar.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="icon-button sidebar-search__submit" aria-label={t('sidebar.search')}>
          <Icon name="search" />
        </button>
      </form>
    </search>
  );
}
