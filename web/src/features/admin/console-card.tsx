import type { ReactNode } from 'react';
import { TitledSection } from '../../shared/ui/titled-section.tsx';

interface ConsoleCardProps {
  title: ReactNode;
  /** The card's own classes beside `console-card` (`console-card--flush`, a grid place). */
  className?: string;
  /** The heading in the card's title style: a flush card's title bar, a form card's head. */
  titleBar?: boolean;
  children: ReactNode;
}

/** A console card: a region named by its heading, in the console's card look. */
export function ConsoleCard({ title, className, titleBar = false, children }: ConsoleCardProps) {
  return (
    <TitledSection
      className={className ? `console-card ${className}` : 'console-card'}
      titleClassName={titleBar ? 'console-card__title' : undefined}
      title={title}
    >
      {children}
    </TitledSection>
  );
}
