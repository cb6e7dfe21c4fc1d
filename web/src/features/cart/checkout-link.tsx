import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';

/**
 * A member goes straight to checkout; a visitor signs in first, arriving with checkout=1
 * so the sign-in page offers checking out as a guest.
 */
export function CheckoutLink({ locked }: { locked: boolean }) {
  const { t } = useTranslation('checkout');
  const signedIn = useSignedIn();
  const to = signedIn ? paths.checkout(false) : paths.loginRegister(true);
  return (
    <Link
      to={to}
      className="button button--block"
      aria-disabled={locked || undefined}
      onClick={(event) => locked && event.preventDefault()}
    >
      {t('cart.checkout')}
    </Link>
  );
}
