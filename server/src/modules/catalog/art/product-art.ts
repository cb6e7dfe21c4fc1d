import type { ObjectKind, ProductSeed } from '../../../db/seed/catalog/catalog-seed.types.ts';
import {
  beanCanister,
  coneDripper,
  coneFilters,
  glassServer,
  waveDripper,
  waveFilters,
} from './equipment-brewers.ts';
import {
  brewScale,
  electricGrinder,
  electricKettle,
  handGrinder,
  stovetopKettle,
} from './equipment-machines.ts';
import { canvasTote, cupPair, stonewareMug, travelTumbler } from './merch.ts';
import { bagBack, bagFront } from './pack-bag.ts';
import { capsulesFront, capsulesScattered, dripBoxFront, dripOnCup, giftBox } from './pack-boxes.ts';
import { backdropTint, TONES } from './palette.ts';
import { floorShadow, LIGHT_DEFS, strewnBeans } from './props.ts';
import { svgDocument } from './svg-document.ts';

interface ObjectArt {
  draw: (tone: string) => string;
  /** Half the object's width at the floor, for its shadow. */
  halfWidth: number;
  /** Shrinks a wide object so it takes the same room in the frame as a bag. */
  scale?: number;
}

const OBJECTS: Record<ObjectKind, ObjectArt> = {
  dripper: { draw: coneDripper, halfWidth: 150, scale: 0.86 },
  'wave-dripper': { draw: waveDripper, halfWidth: 140 },
  server: { draw: glassServer, halfWidth: 140 },
  'hand-grinder': { draw: handGrinder, halfWidth: 80 },
  'electric-grinder': { draw: electricGrinder, halfWidth: 110 },
  kettle: { draw: electricKettle, halfWidth: 150 },
  'stovetop-kettle': { draw: stovetopKettle, halfWidth: 130 },
  scale: { draw: brewScale, halfWidth: 195 },
  filters: { draw: coneFilters, halfWidth: 150 },
  'wave-filters': { draw: waveFilters, halfWidth: 120 },
  canister: { draw: beanCanister, halfWidth: 115 },
  mug: { draw: stonewareMug, halfWidth: 160 },
  'cup-pair': { draw: cupPair, halfWidth: 280 },
  tote: { draw: canvasTote, halfWidth: 170 },
  tumbler: { draw: travelTumbler, halfWidth: 70 },
};

const PACK_HALF_WIDTH = { bag: 165, 'drip-box': 190, capsules: 180, 'gift-box': 200 } as const;

/** The product as it stands on the floor of the frame, front view, with its shadow. */
export function productObject(p: ProductSeed): string {
  const { look } = p;
  const tone = TONES[look.tone];
  const roast = p.coffee?.roast;
  switch (look.kind) {
    case 'bag':
      return floorShadow(400, PACK_HALF_WIDTH.bag) + bagFront(look.label, tone, roast);
    case 'drip-box':
      return floorShadow(400, PACK_HALF_WIDTH['drip-box']) + dripBoxFront(look.label, tone, roast);
    case 'capsules':
      return floorShadow(400, PACK_HALF_WIDTH.capsules) + capsulesFront(look.label, tone, roast);
    case 'gift-box':
      return floorShadow(400, PACK_HALF_WIDTH['gift-box']) + giftBox(look.label, tone, look.pair);
    default: {
      const { draw, halfWidth, scale = 1 } = OBJECTS[look.kind];
      const body =
        scale === 1
          ? draw(tone)
          : `<g transform="translate(400 640) scale(${scale}) translate(-400 -640)">${draw(tone)}</g>`;
      return floorShadow(400, halfWidth * scale) + body;
    }
  }
}

/** The hover view of anything without a back label: the product under an arch of its colour, with beans. */
function styled(p: ProductSeed): string {
  const arch = backdropTint(p.look.tone);
  return [
    `<path d="M170 640V350A230 230 0 0 1 630 350V640Z" fill="${arch}"/>`,
    `<g transform="translate(400 640) scale(0.86) translate(-400 -640)">${productObject(p)}</g>`,
    strewnBeans(p.slug.length * 7919, 8, 660, 215),
  ].join('');
}

function secondView(p: ProductSeed): { body: string; en: string; zh: string } {
  const { look } = p;
  const tone = TONES[look.tone];
  if (look.kind === 'bag' && p.coffee) {
    return {
      body: floorShadow(400, 165) + bagBack(p.coffee, tone),
      en: 'back of the bag, tasting notes',
      zh: '包裝背面・風味',
    };
  }
  if (look.kind === 'drip-box') {
    return {
      body: floorShadow(400, 190, 628) + dripOnCup(look.label, tone),
      en: 'a drip bag brewing',
      zh: '掛耳沖煮中',
    };
  }
  if (look.kind === 'capsules') {
    return { body: capsulesScattered(tone), en: 'capsules beside an espresso', zh: '膠囊與濃縮咖啡' };
  }
  return { body: styled(p), en: 'styled with coffee beans', zh: '配咖啡豆擺設' };
}

const BACKDROP_DEFS =
  '<linearGradient id="paper" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#F8F2E8"/><stop offset="1" stop-color="#ECE0CD"/></linearGradient>';

/** Objects are drawn on a floor at y 640; this enlarges them to fill a square thumbnail. */
const FILL_FRAME = '<g transform="translate(400 664) scale(1.1) translate(-400 -640)">';

function frame(title: string, body: string): string {
  return svgDocument({
    width: 800,
    height: 800,
    title,
    defs: LIGHT_DEFS + BACKDROP_DEFS,
    body: `<rect width="800" height="800" fill="url(#paper)"/>${FILL_FRAME}${body}</g>`,
  });
}

/** Both images of a product: the front, and a second view for the hover. */
export function productViews(p: ProductSeed): [string, string] {
  const second = secondView(p);
  return [
    frame(`${p.name.en} · ${p.name.zh}`, productObject(p)),
    frame(`${p.name.en}: ${second.en} · ${p.name.zh}：${second.zh}`, second.body),
  ];
}
