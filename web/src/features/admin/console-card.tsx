import { type ReactNode, useId } from 'react';

interface ConsoleCardProps {
  title: ReactNode;
  /** The card's own classes beside `console-card` (`console-card--flush`, a grid place). */
  className?: string;
  /** The heading in the card's title style: a flush card's title bar, a form card's head. */
  titleBar?: boolean;
  children: ReactNode;
}

/** A console card: a section named by its heading, for screen readers' list of regions. */
export function ConsoleCard({ title, className, titleBar = false, children }: ConsoleCardProps) {
  const headingId = useId();
  return (
    <section className={className ? `console-card ${className}` : 'console-card'} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleBar ? 'console-card__title' : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
