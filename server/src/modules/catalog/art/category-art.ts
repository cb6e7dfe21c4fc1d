import { PRODUCTS } from '../../../db/seed/catalog/products.data.ts';
import { backdropTint, C } from './palette.ts';
import { productObject } from './product-art.ts';
import { LIGHT_DEFS } from './props.ts';
import { svgDocument } from './svg-document.ts';

/** The products each top category's tile shows, back to front; the first one's colour tints the disc. */
export const CATEGORY_FEATURES: Record<string, string[]> = {
  'single-origins': ['kenya-nyeri-gachatha-aa', 'colombia-huila-pitalito', 'ethiopia-yirgacheffe-kochere'],
  blends: ['signal-eight-dark-espresso', 'harbour-house-espresso'],
  'drip-bags': ['yirgacheffe-drip-bags'],
  capsules: ['harbour-house-capsules'],
  equipment: ['ceramic-cone-dripper-02', 'temperature-control-gooseneck-kettle'],
  merchandise: ['insulated-travel-tumbler', 'harbour-stoneware-mug'],
  'gift-sets': ['origins-duo-gift-box'],
};

/** Where the objects stand on the 600 canvas, by how many there are: x, floor y, scale. */
const LAYOUTS: Record<number, [number, number, number][]> = {
  1: [[300, 520, 0.8]],
  2: [
    [385, 500, 0.64],
    [225, 530, 0.68],
  ],
  3: [
    [185, 500, 0.6],
    [415, 500, 0.6],
    [300, 535, 0.66],
  ],
};

export function categoryArt(slug: string, nameEn: string, nameZh: string): string {
  const features = (CATEGORY_FEATURES[slug] ?? []).map((s) => {
    const product = PRODUCTS.find((p) => p.slug === s);
    if (!product) throw new Error(`category art for ${slug}: no product ${s}`);
    return product;
  });
  const layout = LAYOUTS[features.length];
  if (!layout) throw new Error(`category art for ${slug}: draw one to three products`);
  const objects = features.map((p, i) => {
    const [x, y, s] = layout[i]!;
    return `<g transform="translate(${x} ${y}) scale(${s}) translate(-400 -640)">${productObject(p)}</g>`;
  });
  return svgDocument({
    width: 600,
    height: 600,
    title: `${nameEn} · ${nameZh}`,
    defs: LIGHT_DEFS,
    body: `<rect width="600" height="600" fill="${C.paper}"/><circle cx="300" cy="290" r="230" fill="${backdropTint(features[0]!.look.tone)}"/>${objects.join('')}`,
  });
}
