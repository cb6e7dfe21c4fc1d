import { formatHkdDollars } from '@shop/contract/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLookup } from '../../shared/lookups/lookups-state.ts';
import { paths } from '../../shared/paths.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { localFreeShippingThreshold } from './free-shipping.ts';

/** A new message every 4 s; the 1.5 s transition lives in the CSS (--duration-banner). */
const BANNER_DELAY_MS = 4000;

/** The previous message slides out upwards while the next one waits below, out of sight. */
function slideState(index: number, active: number, count: number) {
  if (index === active) return 'active';
  return index === (active + count - 1) % count ? 'leaving' : 'waiting';
}

/**
 * The three top-bar messages, looping. Hovering or focusing pauses the loop, so nobody
 * has to chase a link; hidden messages are inert, so the keyboard only meets the one on screen.
 */
export function RotatingBanner() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const threshold = localFreeShippingThreshold(useLookup('delivery_countries'), useLookup('countries'));
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  const messages = [
    {
      key: 'join',
      to: signedIn ? paths.myAccount() : paths.loginRegister(),
      text: t(signedIn ? 'layout.topBar.joinSignedIn' : 'layout.topBar.join'),
    },
    {
      key: 'shipping',
      to: '/delivery',
      text:
        threshold === null
          ? t('layout.topBar.freeShippingSoon')
          : t('layout.topBar.freeShipping', { amount: formatHkdDollars(threshold) }),
    },
    { key: 'hours', to: '/locations', text: t('layout.topBar.hours') },
  ];

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setActive((n) => (n + 1) % messages.length), BANNER_DELAY_MS);
    return () => clearInterval(timer);
  }, [paused, messages.length]);

  return (
    <section
      className="rotating-banner"
      aria-label={t('layout.topBar.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className="rotating-banner__list">
        {messages.map((message, index) => (
          <li
            key={message.key}
            className="rotating-banner__item"
            data-state={slideState(index, active, messages.length)}
            aria-hidden={index !== active}
            inert={index !== active}
          >
            <Link to={message.to}>{message.text}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
