import { useTranslation } from 'react-i18next';

interface SlideControlsProps {
  count: number;
  active: number;
  playing: boolean;
  onGo: (index: number) => void;
  onTogglePlay: () => void;
}

/** Previous, a dot per slide, next, and pause: every one a named button, so the slider works by keyboard. */
export function SlideControls({ count, active, playing, onGo, onTogglePlay }: SlideControlsProps) {
  const { t } = useTranslation('pages');
  return (
    <div className="slide-controls">
      <button
        type="button"
        className="slide-controls__button"
        aria-label={playing ? t('home.slider.pause') : t('home.slider.play')}
        onClick={onTogglePlay}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button
        type="button"
        className="slide-controls__button"
        aria-label={t('home.slider.previous')}
        onClick={() => onGo(active - 1)}
      >
        <span aria-hidden="true">←</span>
      </button>
      <div className="slide-controls__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
            key={index}
            type="button"
            className="slide-controls__dot"
            aria-label={t('home.slider.goTo', { n: index + 1 })}
            aria-current={index === active || undefined}
            onClick={() => onGo(index)}
          />
        ))}
      </div>
      <button
        type="button"
        className="slide-controls__button"
        aria-label={t('home.slider.next')}
        onClick={() => onGo(active + 1)}
      >
        <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
