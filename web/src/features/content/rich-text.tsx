import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { shiftHeadings } from './heading-levels.ts';
import { loadSanitizer, onSanitizerLoaded, sanitizeRichText, sanitizerLoaded } from './sanitize-rich-text.ts';
import './rich-text.css';

interface RichTextProps {
  html: string;
  /** The level the text's top heading takes: one below the heading it sits under. */
  headingLevel: 2 | 3 | 4;
  className?: string;
}

/**
 * The text sanitised, once the sanitiser has loaded; text the server rendered, as long as it is the
 * text shown, keeps the markup the server sanitised (sanitize-rich-text.server.ts) and asks for no
 * sanitiser: hydration adopts the page's markup, and sanitising it again changed nothing on the
 * page but cost a long task on a phone once the sanitiser came (docs/performance.md). Text the
 * browser renders itself (another page, the other language) shows once sanitised: deferred, React
 * sanitises the page's texts in pieces, where the store's signal alone would do all in one task.
 */
function useSanitised(html: string): string {
  const hydrating = !useHydrated();
  // On the server (whose sanitiser is always there) nothing is served yet: it sanitises at once.
  const [served] = useState(hydrating && !sanitizerLoaded() ? html : undefined);
  const keep = html === served;
  const loaded = useDeferredValue(useSyncExternalStore(onSanitizerLoaded, sanitizerLoaded, sanitizerLoaded));
  useEffect(() => {
    if (!keep) void loadSanitizer();
  }, [keep]);
  return useMemo(() => (keep ? html : loaded ? sanitizeRichText(html) : ''), [keep, loaded, html]);
}

export function RichText({ html, headingLevel, className }: RichTextProps) {
  const clean = shiftHeadings(useSanitised(html), headingLevel);
  if (!clean) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the shop's allow-list (sanitize-rich-text.ts), or the markup the server sanitised kept
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
