import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import { CouponForm } from './coupon-form.tsx';
import { CreditForm } from './credit-form.tsx';

/** Coupons and credit are for members; a guest is told how to get them. */
export function MemberBenefits({ creditBalance }: { creditBalance: number }) {
  const { t } = useTranslation('checkout');
  const signedIn = useSignedIn();
  return (
    <TitledSection
      className="cart-benefits"
      titleClassName="cart-summary__heading"
      title={t('benefits.title')}
    >
      {signedIn ? (
        <>
          <CouponForm />
          <CreditForm balance={creditBalance} />
        </>
      ) : (
        <p className="cart-summary__hint soft-text">
          {t('benefits.guest')} <Link to={paths.loginRegister(true)}>{t('benefits.login')}</Link>
        </p>
      )}
    </TitledSection>
  );
}
