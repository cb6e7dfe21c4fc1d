import { useSearchParams } from 'react-router';

/** The rows of one page of a console list. */
export const LIST_PAGE_SIZE = 25;

interface Choice<Value extends string> {
  /** Its name in the address (`?show=hidden`). */
  key: string;
  values: readonly Value[];
  /** What the list shows when the address names none (or an unknown one); never written to it. */
  fallback: Value | '';
}

interface ListMove<Value extends string> {
  keyword?: string;
  choice?: Value | '';
  page?: number;
}

/**
 * A console list's keyword, page and one choice, kept in the address so a found list can be
 * reloaded, shared and returned to with Back. A new keyword or choice starts again at page 1.
 */
export function useListAddress<Value extends string = never>(choice?: Choice<Value>) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const asked = choice ? params.get(choice.key) : null;
  const chosen: Value | '' =
    choice && (choice.values as readonly (string | null)[]).includes(asked)
      ? (asked as Value)
      : (choice?.fallback ?? '');
  const go = (next: ListMove<Value>) => {
    const merged = { keyword, choice: chosen, page: 1, ...next };
    setParams({
      ...(merged.keyword ? { keyword: merged.keyword } : {}),
      ...(choice && merged.choice && merged.choice !== choice.fallback
        ? { [choice.key]: merged.choice }
        : {}),
      ...(merged.page > 1 ? { page: String(merged.page) } : {}),
    });
  };
  return {
    keyword,
    choice: chosen,
    page,
    /** The window the list call asks for. */
    rows: { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE },
    go,
  };
}
