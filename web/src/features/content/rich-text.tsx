import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { shiftHeadings } from './heading-levels.ts';
import './rich-text.css';

/**
 * Spec §5: only these tags, and no attribute at all. The server already sanitises on the way out;
 * sanitising again here means a bad row or a compromised proxy still cannot inject markup.
 */
const POLICY = {
  ALLOWED_TAGS: ['b', 'u', 'i', 'strong', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br'],
  ALLOWED_ATTR: [],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

interface RichTextProps {
  html: string;
  /** The level the text's top heading takes: one below the heading it sits under. */
  headingLevel: 2 | 3 | 4;
  className?: string;
}

export function RichText({ html, headingLevel, className }: RichTextProps) {
  const clean = useMemo(
    () => shiftHeadings(DOMPurify.sanitize(html, POLICY), headingLevel),
    [html, headingLevel],
  );
  if (!clean) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the spec's allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
