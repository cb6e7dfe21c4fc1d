import type { PackLabel, Tone } from '../../../db/seed/catalog/catalog-seed.types.ts';
import type { RoastLevel } from '../catalog.tables.ts';
import { POUCH } from './pack-bag.ts';
import { packLabel, placed } from './pack-label.ts';
import { C, isDark, mix, TONES } from './palette.ts';
import { bean, roundedRect, sampanMark, shaded } from './props.ts';
import { fitSize, SERIF, text } from './svg-document.ts';

const COFFEE = '#5B3A22';

/** One drip bag: a paper sachet with its folded card hangers and a band in the coffee's colour. */
function sachet(x: number, y: number, w: number, h: number, tone: string, name: string): string {
  return [
    shaded(roundedRect(x, y, w, h, 6), C.white, '#E2D8C8'),
    `<path d="M${x} ${y + 34}H${x + w}V${y + 52}H${x}Z" fill="${tone}"/>`,
    `<path d="M${x + 12} ${y + 70}l18 -30h${w - 60}l18 30" stroke="#D9CBB4" stroke-width="3" fill="none"/>`,
    text(x + w / 2, y + h - 24, name.toUpperCase(), {
      size: fitSize(name, w - 24, 13, 0.2),
      fill: C.ink,
      spacing: 2,
    }),
  ].join('');
}

export function dripBoxFront(label: PackLabel, tone: string, roast?: RoastLevel): string {
  return [
    `<path d="M236 262L256 234H544L564 262Z" fill="${mix(tone, '#ffffff', 0.25)}"/>`,
    shaded('M236 262H564V640H236Z', tone),
    sampanMark(400, 296, 34, isDark(tone) ? C.white : C.roast, isDark(tone) ? C.white : C.cherry),
    placed(285, 340, 0.9, packLabel(label, tone, roast)),
    `<g transform="rotate(-5 540 640)">${sachet(478, 448, 136, 188, tone, label.en)}</g>`,
  ].join('');
}

const CUP_BODY = 'M262 430A138 20 0 0 0 538 430Q532 590 470 620H330Q268 590 262 430Z';

/** A drip bag hooked over a cup, brewing: the bag hangs inside, behind the cup's front wall. */
export function dripOnCup(label: PackLabel, tone: string): string {
  return [
    `<ellipse cx="400" cy="630" rx="196" ry="22" fill="${mix(C.white, '#000000', 0.08)}"/>`,
    '<path d="M530 468C650 456 650 596 512 590" stroke="#E6DCCB" stroke-width="24" fill="none"/>',
    `<ellipse cx="400" cy="430" rx="138" ry="20" fill="${COFFEE}"/>`,
    sachet(322, 300, 156, 200, tone, label.en),
    shaded(CUP_BODY, C.white, '#E2D8C8'),
    '<path d="M324 316L276 432L292 438L334 340ZM476 316L524 432L508 438L466 340Z" fill="#E8DCC6"/>',
    `<path d="M360 250c-16-30 16-40 0-70M410 240c-16-30 16-40 0-70M460 250c-16-30 16-40 0-70" stroke="${C.muted}" stroke-opacity=".45" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    bean(190, 660, 30),
    bean(226, 690, 110),
    bean(612, 676, 70),
  ].join('');
}

/** One aluminium capsule standing on its foil, centre of its base at (x, y). */
function capsule(x: number, y: number, tone: string, scale = 1): string {
  return placed(
    x,
    y,
    scale,
    [
      `<ellipse cx="0" cy="-4" rx="36" ry="8" fill="${mix(tone, '#000000', 0.25)}"/>`,
      shaded('M-30 -8L-17 -58Q0 -64 17 -58L30 -8Q0 0 -30 -8Z', tone),
      `<ellipse cx="0" cy="-58" rx="17" ry="5" fill="${mix(tone, '#ffffff', 0.3)}"/>`,
      '<path d="M-20 -14L-10 -52" stroke="#fff" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>',
    ].join(''),
  );
}

export function capsulesFront(label: PackLabel, tone: string, roast?: RoastLevel): string {
  return [
    '<path d="M292 200L304 184H496L508 200Z" fill="#5C4536"/>',
    shaded('M292 200H508V640H292Z', C.roast),
    `<path d="M292 200H508V228H292Z" fill="${tone}"/>`,
    placed(305, 262, 0.74, packLabel(label, tone, roast)),
    capsule(256, 642, tone, 1.3),
    capsule(336, 660, tone, 1.3),
    capsule(560, 650, tone, 1.3),
  ].join('');
}

/** A short espresso with capsules around it. */
export function capsulesScattered(tone: string): string {
  const spots: [number, number, number][] = [
    [210, 520, 1.4],
    [600, 500, 1.5],
    [250, 660, 1.6],
    [560, 668, 1.7],
    [690, 610, 1.3],
    [130, 610, 1.3],
  ];
  return [
    `<ellipse cx="400" cy="600" rx="150" ry="26" fill="${mix(C.white, '#000000', 0.06)}"/>`,
    '<path d="M488 500C540 496 540 560 478 566" stroke="#E6DCCB" stroke-width="16" fill="none"/>',
    shaded('M306 470H494Q490 570 440 592H360Q310 570 306 470Z', C.white, '#E2D8C8'),
    `<ellipse cx="400" cy="470" rx="94" ry="16" fill="${COFFEE}"/><ellipse cx="400" cy="470" rx="78" ry="11" fill="#B98A5B"/>`,
    ...spots.map(([x, y, s]) => capsule(x, y, tone, s)),
  ].join('');
}

/** A gift box with two bags of coffee standing in it and a ribbon in the accent colour. */
export function giftBox(label: PackLabel, tone: string, pair: [Tone, Tone]): string {
  const ribbon = tone === TONES.festive ? '#D9A441' : C.cherry;
  const miniBag = (cx: number, bagTone: Tone) =>
    `<g transform="translate(${cx - 400 * 0.6} 118) scale(0.6)"><path d="${POUCH}" fill="${C.roast}"/><path d="${POUCH}" fill="url(#lit)"/><path d="M272 286H528V342H272Z" fill="${TONES[bagTone]}"/><path d="M272 342H528V500H272Z" fill="${C.label}"/></g>`;
  return [
    miniBag(330, pair[0]),
    miniBag(478, pair[1]),
    shaded('M214 388H586V640H214Z', tone),
    shaded('M204 360H596V406H204Z', mix(tone, '#ffffff', 0.12)),
    `<path d="M488 360H520V640H488Z" fill="${ribbon}"/>`,
    `<path d="M504 362C470 320 440 330 452 356C460 372 490 366 504 362C538 320 568 330 556 356C548 372 518 366 504 362Z" fill="${ribbon}"/>`,
    `<path d="${roundedRect(244, 436, 212, 168, 6)}" fill="${C.label}"/>`,
    text(350, 474, label.kicker.toUpperCase(), { size: 13, fill: C.cherry, spacing: 3, weight: 700 }),
    text(350, 520, label.en, { size: fitSize(label.en, 190, 28), fill: C.ink, family: SERIF }),
    text(350, 558, label.zh, {
      size: fitSize(label.zh, 190, 24),
      fill: C.roastSoft,
      family: SERIF,
      weight: 600,
    }),
    sampanMark(350, 582, 22),
  ].join('');
}
