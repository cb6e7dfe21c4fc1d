import type { ReactNode } from 'react';
import { TitledSection } from '../../shared/ui/titled-section.tsx';

interface ConsoleCardProps {
  title: ReactNode;
  /** The card's own classes beside `console-card` (a grid place, a layout). */
  className?: string;
  /** The heading in the card's title style: a form card's head. */
  titleBar?: boolean;
  /** A table to the card's edges, under the title bar. */
  flush?: boolean;
  children: ReactNode;
}

/** A console card: a region named by its heading, in the console's card look. */
export function ConsoleCard({
  title,
  className,
  titleBar = false,
  flush = false,
  children,
}: ConsoleCardProps) {
  const classes = ['console-card', flush && 'console-card--flush', className].filter(Boolean).join(' ');
  return (
    <TitledSection
      className={classes}
      titleClassName={titleBar || flush ? 'console-card__title' : undefined}
      title={title}
    >
      {children}
    </TitledSection>
  );
}
