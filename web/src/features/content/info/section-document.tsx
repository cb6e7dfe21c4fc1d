import type { SectionItem } from '@shop/contract/content/content.calls';
import { useLocalised } from '../../../i18n/localised.ts';
import { RichText } from '../rich-text.tsx';

/** Long text in one readable column, each item a part with its own heading: terms, policies. */
export function SectionDocument({ items }: { items: readonly SectionItem[] }) {
  const pick = useLocalised();
  return (
    <div className="prose">
      {items.map((item) => (
        <section key={item.id} className="prose__part">
          <h2>{pick(item, 'title')}</h2>
          <RichText headingLevel={3} html={pick(item, 'content')} />
        </section>
      ))}
    </div>
  );
}
