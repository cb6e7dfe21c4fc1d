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
 * The text sanitised, once the sanitiser has loaded. Until then, text the server rendered keeps
 * the markup the server sanitised: hydration adopts the page's markup and never writes `html`
 * into it, so passing it along changes nothing on the page; text the browser renders itself
 * shows once sanitised. Every text on the page sanitises when the sanitiser arrives: deferred,
 * React does it in pieces, where the store's signal alone would do it all in one task.
 */
function useSanitised(html: string): string {
  const hydrating = !useHydrated();
  const [fromServer] = useState(hydrating);
  const loaded = useDeferredValue(useSyncExternalStore(onSanitizerLoaded, sanitizerLoaded, sanitizerLoaded));
  useEffect(() => {
    void loadSanitizer();
  }, []);
  return useMemo(
    () => (loaded ? sanitizeRichText(html) : fromServer ? html : ''),
    [loaded, fromServer, html],
  );
}

export function RichText({ html, headingLevel, className }: RichTextProps) {
  const clean = shiftHeadings(useSanitised(html), headingLevel);
  if (!clean) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the spec's allow-list (sanitize-rich-text.ts), or the server's markup kept while hydrating
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
