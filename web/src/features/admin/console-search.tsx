import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';

interface ConsoleSearchProps {
  /** The keyword the list shows now (from the address); the box follows it when it changes. */
  keyword: string;
  onSearch: (keyword: string) => void;
  label: string;
  placeholder: string;
  button: string;
  className?: string;
  /** Choices beside the box, before its button. */
  children?: ReactNode;
}

/** A console list's search box: it applies on Enter or its button, not on every key. */
export function ConsoleSearch({
  keyword,
  onSearch,
  label,
  placeholder,
  button,
  className = 'console-search',
  children,
}: ConsoleSearchProps) {
  const id = useId();
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <search>
      <form className={className} onSubmit={submit}>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="input"
          type="search"
          placeholder={placeholder}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {children}
        <button type="submit" className="button">
          {button}
        </button>
      </form>
    </search>
  );
}
