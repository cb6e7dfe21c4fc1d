import { useMemo } from 'react';
import { shiftHeadings } from './heading-levels.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';
import './rich-text.css';

interface RichTextProps {
  html: string;
  /** The level the text's top heading takes: one below the heading it sits under. */
  headingLevel: 2 | 3 | 4;
  className?: string;
}

export function RichText({ html, headingLevel, className }: RichTextProps) {
  const clean = useMemo(() => shiftHeadings(sanitizeRichText(html), headingLevel), [html, headingLevel]);
  if (!clean) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the spec's allow-list (sanitize-rich-text.ts)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
