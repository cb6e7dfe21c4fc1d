import type { SectionItem } from '@shop/contract/content/content.calls';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import { SectionImage } from '../content-image.tsx';
import { SectionLink } from '../section-link.tsx';
import { SlideControls } from './slide-controls.tsx';
import './hero-slider.css';

/** Long enough to read a headline and a line of text before the next slide comes in. */
const SLIDE_MS = 7000;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home banner (home_banner): a native scroll-snap track, so touch swiping is the browser's own,
 * with buttons, dots and a pause button. It only advances on its own while nobody is pointing at it
 * or working inside it, and never for shoppers who ask for reduced motion.
 */
export function HeroSlider({ items }: { items: readonly SectionItem[] }) {
  const { t } = useTranslation('pages');
  const pick = useLocalised();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = items.length;

  // Asked after the first render: the server renders the banner without knowing the setting.
  useEffect(() => {
    if (reducedMotion()) setPlaying(false);
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const element = track.current;
      if (!element || count === 0) return;
      const target = (index + count) % count;
      element.scrollTo({
        left: target * element.clientWidth,
        behavior: reducedMotion() ? 'instant' : 'smooth',
      });
    },
    [count],
  );

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setTimeout(() => goTo(active + 1), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [playing, held, count, active, goTo]);

  const onScroll = () => {
    const element = track.current;
    if (element) setActive(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <section
      className="hero-slider"
      aria-roledescription={t('home.slider.roleDescription')}
      aria-label={t('home.slider.label')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div
        className="hero-slider__track"
        ref={track}
        onScroll={onScroll}
        aria-live={playing ? 'off' : 'polite'}
      >
        {items.map((item, index) => {
          const Heading = index === 0 ? 'h1' : 'h2';
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
            <div
              key={item.id}
              className="hero-slide"
              role="group"
              aria-roledescription={t('home.slider.slide')}
              aria-label={t('home.slider.position', { n: index + 1, total: count })}
            >
              <SectionImage item={item} size="banner" priority={index === 0} className="hero-slide__image" />
              <div className="hero-slide__panel">
                <Heading className="hero-slide__title">{pick(item, 'title')}</Heading>
                <p className="hero-slide__subtitle">{pick(item, 'subtitle')}</p>
                {item.link && (
                  <SectionLink link={item.link} className="button hero-slide__cta">
                    {item.link.startsWith('/shop') ? t('home.slider.shop') : t('home.slider.more')}
                  </SectionLink>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <SlideControls
          count={count}
          active={active}
          playing={playing}
          onGo={goTo}
          onTogglePlay={() => setPlaying((on) => !on)}
        />
      )}
    </section>
  );
}

export function HeroSliderSkeleton() {
  return <div className="hero-slider hero-slider--loading skeleton" aria-hidden="true" />;
}
