import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { SearchBox } from './search-box.tsx';

/**
 * On a phone the header has no room for the search box or the account dropdown, so it carries two
 * icons instead: the account (My account when signed in, the log-in page otherwise) and a search
 * button that opens the search box on a row of its own below the bar. Both go from 992 px, where
 * the full search box and the account menu take their place.
 */
export function usePhoneSearch() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // Open on the page it was opened on: a search, or any move to another page, folds it away.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const row = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) row.current?.querySelector('input')?.focus();
  }, [open]);

  return {
    open,
    toggle: () => setOpenOn(open ? null : here),
    close: () => setOpenOn(null),
    row,
    id,
  };
}

export function PhoneSearchButton({
  open,
  toggle,
  id,
}: Pick<ReturnType<typeof usePhoneSearch>, 'open' | 'toggle' | 'id'>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button site-header__phone-tool"
      aria-expanded={open}
      aria-controls={id}
      aria-label={t(open ? 'layout.header.closeSearch' : 'layout.header.openSearch')}
      onClick={toggle}
    >
      <Icon name={open ? 'close' : 'search'} />
    </button>
  );
}

export function PhoneSearchRow({ open, close, row, id }: Omit<ReturnType<typeof usePhoneSearch>, 'toggle'>) {
  return (
    <div ref={row} id={id} className="container site-header__phone-search" hidden={!open}>
      <SearchBox onSearch={close} />
    </div>
  );
}

export function PhoneAccountLink() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <Link
      to={signedIn ? paths.myAccount() : paths.loginRegister()}
      className="icon-button site-header__phone-tool"
      aria-label={t(signedIn ? 'layout.account.myAccount' : 'layout.account.loginRegister')}
    >
      <Icon name="user" />
    </Link>
  );
}
