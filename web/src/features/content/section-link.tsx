import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sectionLink } from '../../app/paths.ts';

interface SectionLinkProps {
  link: string;
  className?: string;
  children: ReactNode;
}

/** A link written by the shop in a website section (spec §5): ours go through the router, others leave. */
export function SectionLink({ link, className, children }: SectionLinkProps) {
  const href = sectionLink(link);
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    return (
      <a href={href} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
