import type { ReactNode } from 'react';

/** A numbered step of the checkout form, so the shopper sees how far along they are. */
export function CheckoutStep({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
  const id = `checkout-step-${step}`;
  return (
    <section className="checkout-step" aria-labelledby={id}>
      <h2 id={id} className="checkout-step__title">
        <span className="checkout-step__number" aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
