import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionLink } from '../../shared/paths.ts';

interface SectionLinkProps {
  link: string;
  className?: string;
  children: ReactNode;
}

/** A link written by the shop in a website section: ours go through the router, others leave. */
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

/**
 * A section's own call to action, worded by where it goes: a mailto: link opens the mail app, so it
 * says so rather than promising a page.
 */
export function SectionCta({ link, className }: { link: string; className: string }) {
  const { t } = useTranslation('pages');
  return (
    <SectionLink link={link} className={className}>
      {link.startsWith('mailto:') ? t('common.emailUs') : t('common.learnMore')}
    </SectionLink>
  );
}
