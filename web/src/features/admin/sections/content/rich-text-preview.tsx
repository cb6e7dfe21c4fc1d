import { createContext, type ReactNode, useContext } from 'react';

/**
 * How the storefront draws rich text. The page that mounts the content screens passes the
 * storefront's own component, so the preview is the shop's rendering, not a look-alike.
 */
export const RichTextRenderer = createContext<(html: string) => ReactNode>((html) => html);

export const useRichTextRenderer = () => useContext(RichTextRenderer);
