import { coneDripper, glassServer } from './equipment-brewers.ts';
import { electricKettle } from './equipment-machines.ts';
import { C, mix, TONES } from './palette.ts';
import { LIGHT_DEFS } from './props.ts';
import { coffeeBush, pendantLamp, person, pottedPlant, sampan, shelfBag } from './scene-figures.ts';
import { backdrop, birds, bushRows, hills, skyline, sun, water } from './scene-kit.ts';
import { svgDocument } from './svg-document.ts';

const W = 1600;
const H = 700;

/** Drawn objects sit on a floor at y 640 of an 800 frame; this puts one at (x, y) at a given scale. */
export function onCounter(x: number, y: number, scale: number, object: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale}) translate(-400 -640)">${object}</g>`;
}

/** A dripper on a server, as it stands on a brew bar. */
export function brewStation(x: number, y: number, scale: number): string {
  return (
    onCounter(x, y, scale * 0.9, glassServer('')) +
    onCounter(x, y - 330 * scale, scale * 0.8, coneDripper(C.white))
  );
}

export function harbourBanner(): string {
  const glow: string[] = [];
  for (let i = 0; i < 6; i++) glow.push(`M${1100 - i * 8} ${496 + i * 18}h${60 + i * 16}`);
  return svgDocument({
    width: W,
    height: H,
    title: 'Victoria Harbour at dawn, a sampan carrying coffee sacks · 清晨的維多利亞港，舢舨載著咖啡麻袋',
    defs: LIGHT_DEFS,
    body: [
      backdrop('sky', W, H, [
        [0, '#F2C4A4'],
        [0.45, '#F8E1C8'],
        [1, '#FBEEDC'],
      ]),
      sun(1130, 250, 58, '#F4B062'),
      hills(11, W, 330, 150, 7, mix(TONES.harbour, C.paper, 0.62), 480),
      skyline(5, 160, 1480, 480, mix(TONES.harbour, C.paper, 0.38)),
      water(7, W, 478, 222, '#88AEB2'),
      `<path d="${glow.join('')}" stroke="#F6C47E" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/>`,
      sampan(1080, 610, 1.35),
      birds([
        [980, 200],
        [1030, 170],
        [1070, 215],
      ]),
    ].join(''),
  });
}

export function originsBanner(): string {
  return svgDocument({
    width: W,
    height: H,
    title: 'Coffee farm hills with ripe cherries · 咖啡莊園的山坡與成熟咖啡果',
    body: [
      backdrop('sky', W, H, [
        [0, '#F6E4C6'],
        [1, '#F3D4AA'],
      ]),
      sun(300, 170, 64, '#F2B35E'),
      '<ellipse cx="700" cy="150" rx="120" ry="26" fill="#fff" fill-opacity=".55"/><ellipse cx="1180" cy="110" rx="90" ry="20" fill="#fff" fill-opacity=".5"/>',
      hills(21, W, 330, 120, 6, mix(C.leaf, C.paper, 0.62), H),
      hills(22, W, 450, 90, 8, mix(C.leaf, C.paper, 0.35), H),
      bushRows(41, W, [470, 530], 0.5),
      hills(23, W, 600, 50, 5, C.leaf, H),
      person(960, 640, 0.85, { shirt: C.cherry, skin: 1, hat: true }),
      coffeeBush(31, 1360, 720, 2.3),
      coffeeBush(32, 1560, 740, 1.7),
    ].join(''),
  });
}

export function brewBarBanner(): string {
  const shelf = (y: number) => `<path d="M1180 ${y}H1580V${y + 14}H1180Z" fill="${C.wood}"/>`;
  const tones = [
    'ethiopia',
    'kenya',
    'colombia',
    'guatemala',
    'panama',
    'sumatra',
    'yunnan',
    'harbour',
  ] as const;
  const bags = tones.map((tone, i) =>
    shelfBag(1230 + (i % 4) * 96 + (i < 4 ? 0 : 20), i < 4 ? 170 : 300, 0.18, tone),
  );
  const steam = [600, 780, 960]
    .map((x) => `M${x - 10} 200c-12-24 12-32 0-56M${x + 14} 196c-12-24 12-32 0-56`)
    .join('');
  return svgDocument({
    width: W,
    height: H,
    title: 'A pour-over brew bar with kettles and drippers · 手沖咖啡吧，手沖壺與濾杯',
    defs: LIGHT_DEFS,
    body: [
      backdrop('wall', W, H, [
        [0, '#F5EBDD'],
        [1, '#EADBC4'],
      ]),
      shelf(170),
      shelf(300),
      ...bags,
      pendantLamp(690, 0, 70),
      pendantLamp(1050, 0, 70),
      `<path d="M0 520H${W}V544H0Z" fill="${C.wood}"/><path d="M0 544H${W}V${H}H0Z" fill="${C.roast}"/>`,
      `<path d="M0 560H${W}" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`,
      brewStation(600, 520, 0.42),
      brewStation(780, 520, 0.42),
      brewStation(960, 520, 0.42),
      `<path d="${steam}" stroke="${C.muted}" stroke-opacity=".4" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      onCounter(1130, 520, 0.4, electricKettle(TONES.charcoal)),
      pottedPlant(1480, 520, 0.9),
    ].join(''),
  });
}
