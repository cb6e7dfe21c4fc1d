import type { ReactNode } from 'react';
import { Skeleton, SkeletonLines } from '../../shared/ui/skeleton.tsx';
import { Eyebrow } from './eyebrow.tsx';
import './page-hero.css';

interface PageHeroProps {
  /** A small line above the title naming the page, when the title itself is a headline. */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** The picture beside the text; the band is text-only without one. */
  media?: ReactNode;
  children?: ReactNode;
}

/** The band that opens every content page: the page's one h1, its standfirst and picture. */
export function PageHero({ eyebrow, title, subtitle, media, children }: PageHeroProps) {
  return (
    <header className={media ? 'page-hero' : 'page-hero page-hero--text'}>
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          {eyebrow && <Eyebrow text={eyebrow} />}
          <h1 className="page-hero__title">{title}</h1>
          {subtitle && <p className="page-hero__subtitle">{subtitle}</p>}
          {children}
        </div>
        {media && <div className="page-hero__image">{media}</div>}
      </div>
    </header>
  );
}

export function PageHeroSkeleton() {
  return (
    <div className="page-hero" aria-hidden="true">
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          <Skeleton shape="eyebrow" />
          <Skeleton shape="title" />
          <SkeletonLines lines={2} />
        </div>
        <Skeleton shape="image" className="page-hero__image" />
      </div>
    </div>
  );
}
