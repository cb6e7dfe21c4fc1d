import { type ReactNode, useId } from 'react';
import { Eyebrow } from './eyebrow.tsx';
import './content-section.css';

interface ContentSectionProps {
  heading?: string;
  eyebrow?: string;
  /** sunken: a darker paper band, to separate neighbouring sections without lines. */
  tone?: 'plain' | 'sunken';
  /** narrow: one centred reading column, for long text; wide: the full container, for grids. */
  width?: 'wide' | 'narrow';
  /** While its content loads the section tells screen readers it is busy. */
  busy?: boolean;
  children: ReactNode;
}

/** One band of a content page: generous space around a container, an optional heading. */
export function ContentSection({
  heading,
  eyebrow,
  tone = 'plain',
  width = 'wide',
  busy,
  children,
}: ContentSectionProps) {
  const headingId = useId();
  return (
    <section
      className={`content-section content-section--${tone} content-section--${width}`}
      aria-labelledby={heading ? headingId : undefined}
      aria-busy={busy || undefined}
    >
      <div className="container">
        {heading && (
          <header className="content-section__header">
            {eyebrow && <Eyebrow text={eyebrow} />}
            <h2 id={headingId}>{heading}</h2>
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
