import type { ReactNode } from 'react';
import { Eyebrow } from './eyebrow.tsx';
import './status-page.css';

interface StatusPageProps {
  eyebrow: string;
  title: string;
  text: string;
  /** Links or a form under the text. */
  children: ReactNode;
}

/** A page with nothing to show yet (not found, coming soon): a cup, a kind word, a way onwards. */
export function StatusPage({ eyebrow, title, text, children }: StatusPageProps) {
  return (
    <div className="container status-page">
      <CupArt />
      <div className="status-page__text">
        <Eyebrow text={eyebrow} />
        <h1>{title}</h1>
        <p className="status-page__lead">{text}</p>
        {children}
      </div>
    </div>
  );
}

/** Drawn inline in the page's own colours: an empty cup on its saucer with a last wisp of steam. */
function CupArt() {
  return (
    <svg className="status-page__art" viewBox="0 0 200 160" aria-hidden="true" focusable="false">
      <path className="status-page__steam" d="M92 22c-8 10 8 16 0 28M112 14c-8 10 8 16 0 28" />
      <ellipse className="status-page__saucer" cx="96" cy="136" rx="78" ry="12" />
      <path className="status-page__cup" d="M44 62h104v18c0 30-23 52-52 52S44 110 44 80Z" />
      <path className="status-page__handle" d="M148 72h8a16 16 0 0 1 0 32h-12" />
      <ellipse className="status-page__rim" cx="96" cy="62" rx="52" ry="8" />
    </svg>
  );
}
