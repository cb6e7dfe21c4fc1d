import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { Icon } from '../../shared/ui/icons.tsx';

interface ShopSearchProps {
  /** The form's class: its field is `<block>__input`, its button `<block>__submit`. */
  block: string;
  className?: string | undefined;
  /** The listing's keyword: the box follows it, so it never shows a search other than the one on screen. */
  keyword: string;
  /** Searches within this category; a new one clears what was typed. */
  categoryId?: number | undefined;
  texts: { label: string; placeholder: string; submit: string };
  onSearch?: (() => void) | undefined;
}

/** A keyword search of the shop: the header's box and the shop sidebar's. An empty search shows all. */
export function ShopSearch({ block, className, keyword, categoryId, texts, onSearch }: ShopSearchProps) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new category is a reason to reset too
  useEffect(() => setText(keyword), [keyword, categoryId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.shop(categoryId, text.trim()));
    onSearch?.();
  };

  return (
    <search className={className}>
      {/* The action serves a search sent before the page's script has taken it over. */}
      <form className={block} action={paths.shop(categoryId)} method="get" onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {texts.label}
        </label>
        <input
          id={id}
          className={`input ${block}__input`}
          type="search"
          name="keyword"
          enterKeyHint="search"
          placeholder={texts.placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={`icon-button ${block}__submit`} aria-label={texts.submit}>
          <Icon name="search" />
        </button>
      </form>
    </search>
  );
}
