import type { Category } from '@shop/contract/catalog/category.calls';
import type { SectionItem } from '@shop/contract/content/content.calls';
import { useLocalised } from '../../../i18n/localised.ts';
import { ContentImage } from '../content-image.tsx';
import { SectionLink } from '../section-link.tsx';
import { categoryTiles } from './category-tiles.ts';
import './category-tile-grid.css';

/** Shop by category: each tile a picture and a name, the whole tile one link. */
export function CategoryTileGrid({
  items,
  categories,
}: {
  items: readonly SectionItem[];
  categories: readonly Category[];
}) {
  const pick = useLocalised();
  const tiles = categoryTiles(items, categories, pick);
  return (
    <ul className="category-tiles">
      {tiles.map((tile) => (
        <li key={tile.key}>
          <SectionLink link={tile.link} className="category-tile panel">
            {tile.image ? (
              <ContentImage
                src={tile.image}
                alt={tile.alt}
                size="category"
                className="category-tile__image"
              />
            ) : (
              <span className="category-tile__image category-tile__image--blank" aria-hidden="true" />
            )}
            <span className="category-tile__text">
              <span className="category-tile__title">{tile.title}</span>
              {tile.subtitle && <span className="category-tile__subtitle">{tile.subtitle}</span>}
            </span>
          </SectionLink>
        </li>
      ))}
    </ul>
  );
}
