import { ContentPage } from '../../../features/admin/sections/content/content-page.tsx';
import { RichTextRenderer } from '../../../features/admin/sections/content/rich-text-preview.tsx';
import { RichText } from '../../../features/content/rich-text.tsx';

// The storefront's own rich-text component draws the preview, so it shows what shoppers will see.
const storefrontRichText = (html: string) => <RichText html={html} headingLevel={2} />;

/** /admin/content: the website's sections in both languages. */
export default function ContentSections() {
  return (
    <RichTextRenderer.Provider value={storefrontRichText}>
      <ContentPage />
    </RichTextRenderer.Provider>
  );
}
