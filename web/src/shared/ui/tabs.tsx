import type { KeyboardEvent, ReactNode } from 'react';

interface TabsProps<T extends string> {
  /** Makes the tabs' and panels' ids, so one page may hold several tab sets. */
  idBase: string;
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  /** The block's class: the list, each tab and each panel take its `__list`, `__tab` and `__panel`. */
  block: string;
  /** The tab list's name, where the block around it does not name it already. */
  label?: string;
  tabText: (tab: T) => ReactNode;
  panel: (tab: T) => ReactNode;
}

/** The id of a tab, to move the focus to it from outside the tabs. */
export const tabId = (idBase: string, tab: string) => `${idBase}-tab-${tab}`;
const panelId = (idBase: string, tab: string) => `${idBase}-panel-${tab}`;

/**
 * ARIA tabs with automatic activation: arrow keys, Home and End move between the tabs. Every panel
 * stays mounted (hidden), so switching tabs never loses what was typed in one.
 */
export function Tabs<T extends string>({
  idBase,
  tabs,
  active,
  onChange,
  block,
  label,
  tabText,
  panel,
}: TabsProps<T>) {
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const next = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs.at(-1),
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    document.getElementById(tabId(idBase, next))?.focus();
  };

  return (
    <>
      <div className={`${block}__list`} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={tabId(idBase, tab)}
            className={`${block}__tab`}
            aria-selected={tab === active}
            aria-controls={panelId(idBase, tab)}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onChange(tab)}
          >
            {tabText(tab)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(idBase, tab)}
          className={`${block}__panel`}
          aria-labelledby={tabId(idBase, tab)}
          hidden={tab !== active}
        >
          {panel(tab)}
        </div>
      ))}
    </>
  );
}
