import { stonewareMug } from './merch.ts';
import { C, mix, TONES } from './palette.ts';
import { cherry, roundedRect, sampanMark } from './props.ts';
import { pendantLamp, person, pottedPlant, roaster } from './scene-figures.ts';
import { backdrop, floorboards, H, scene, W, wall } from './scene-kit.ts';
import { onCounter } from './scenes-banners.ts';
import { SERIF, text } from './svg-document.ts';

function disc(colour: string): string {
  return `<circle cx="400" cy="300" r="230" fill="${colour}"/>`;
}

function branch(): string {
  const nodes: [number, number][] = [
    [220, 430],
    [330, 360],
    [440, 300],
    [550, 240],
  ];
  const leaves = nodes
    .map(
      ([x, y], i) =>
        `<ellipse cx="${x - 20}" cy="${y - 50}" rx="56" ry="20" transform="rotate(${-60 + i * 8} ${x - 20} ${y - 50})" fill="${C.leaf}"/><ellipse cx="${x + 40}" cy="${y + 34}" rx="56" ry="20" transform="rotate(${30 + i * 6} ${x + 40} ${y + 34})" fill="${C.leafDark}"/>`,
    )
    .join('');
  const fruit = nodes
    .map(([x, y]) => cherry(x, y, 1.3) + cherry(x + 18, y + 10, 1.2) + cherry(x - 6, y + 20, 1.1))
    .join('');
  return `<path d="M120 500Q400 360 680 160" stroke="${mix(C.wood, '#000000', 0.3)}" stroke-width="10" fill="none"/>${leaves}${fruit}`;
}

export const purposeFarmers = () =>
  scene(
    'A branch of ripe coffee cherries: we buy directly from the farms · 一枝成熟咖啡果：我們直接向莊園採購',
    [wall('w'), disc(mix(TONES.ethiopia, C.paper, 0.75)), branch()],
  );

export const purposeRoasting = () =>
  scene('Beans tumbling into the cooling tray of the roaster · 咖啡豆傾入烘豆機的冷卻盤', [
    wall('w'),
    disc(mix(C.cherry, C.paper, 0.8)),
    roaster(360, 540, 0.72),
    floorboards(540, W, 60),
  ]);

export const purposeCommunity = () =>
  scene('Two mugs of coffee shared between friends · 朋友之間分享的兩杯咖啡', [
    wall('w'),
    disc(mix(TONES.harbour, C.paper, 0.8)),
    onCounter(305, 480, 0.55, stonewareMug(C.white)),
    onCounter(505, 480, 0.55, stonewareMug(TONES.sand)),
    `<path d="M400 250C370 210 320 240 350 280L400 320L450 280C480 240 430 210 400 250Z" fill="${C.cherry}"/>`,
    `<path d="M0 480H${W}V${H}H0Z" fill="${C.wood}"/>`,
  ]);

function signboard(x: number, y: number, w: number, colour: string = C.roast): string {
  return [
    `<path d="${roundedRect(x, y, w, 56, 6)}" fill="${colour}"/>`,
    sampanMark(x + 48, y + 26, 56, C.paper, C.cherry),
    text(x + w / 2 + 24, y + 38, '咖啡 · COFFEE', { size: 26, fill: C.paper, family: SERIF, spacing: 3 }),
  ].join('');
}

function awning(x: number, y: number, w: number, colour: string): string {
  let stripes = '';
  let scallops = '';
  for (let sx = x; sx < x + w; sx += 40) {
    stripes += `M${sx} ${y}h20v50h-20Z`;
    scallops += `M${sx} ${y + 50}a20 14 0 0 0 40 0Z`;
  }
  return `<path d="M${x} ${y}h${w}v50h-${w}Z" fill="${C.label}"/><path d="${stripes}${scallops}" fill="${colour}"/>`;
}

function shopWindow(x: number, y: number, w: number, h: number, id: string): string {
  return [
    `<clipPath id="${id}"><path d="M${x} ${y}h${w}v${h}h-${w}Z"/></clipPath>`,
    `<g clip-path="url(#${id})"><path d="M${x} ${y}h${w}v${h}h-${w}Z" fill="#F3E3C6"/>`,
    pendantLamp(x + w * 0.3, y, 30),
    pendantLamp(x + w * 0.7, y, 30),
    person(x + w * 0.5, y + h + 40, 0.7, { shirt: C.white, apron: true, skin: 2 }),
    `<path d="M${x} ${y + h - 50}h${w}v50h-${w}Z" fill="${C.wood}"/></g>`,
    `<path d="M${x} ${y}h${w}v${h}h-${w}Z" fill="#BFD6D8" fill-opacity=".25" stroke="${C.roast}" stroke-width="8"/>`,
  ].join('');
}

function street(): string {
  return `<path d="M0 540H${W}V${H}H0Z" fill="#CFC6B8"/><path d="M0 540H${W}" stroke="#A99F90" stroke-width="4"/>`;
}

export const storeSheungWan = () =>
  scene('Our Sheung Wan shop in an old tong lau, with a striped awning · 上環店：舊唐樓地舖，配條紋簷篷', [
    backdrop('s', W, H, [
      [0, '#F6E4C6'],
      [1, '#F3D4AA'],
    ]),
    `<path d="M60 0H740V540H60Z" fill="#CFD8C0"/>`,
    ...[40, 150].map((y) =>
      [120, 300, 480]
        .map(
          (x) =>
            `<path d="M${x} ${y}h120v80h-120Z" fill="#8FA7A0"/><path d="M${x - 6} ${y + 80}h132v12h-132Z" fill="${C.roastSoft}"/>`,
        )
        .join(''),
    ),
    signboard(150, 258, 500),
    awning(80, 320, 640, C.leafDark),
    shopWindow(110, 384, 420, 156, 'sw1'),
    `<path d="M560 384H700V540H560Z" fill="${C.roast}"/><circle cx="580" cy="470" r="6" fill="#D9A441"/>`,
    street(),
    pottedPlant(740, 560, 0.5),
  ]);

export const storeKwunTong = () =>
  scene(
    'Our Kwun Tong roastery and shop on the ground floor of an industrial building · 觀塘烘焙工場及門市，位於工廈地舖',
    [
      backdrop('s', W, H, [
        [0, '#E9E4DA'],
        [1, '#DAD2C4'],
      ]),
      `<path d="M40 0H760V540H40Z" fill="#B8B4AC"/>`,
      '<path d="M40 60H760M40 180H760" stroke="#9D9891" stroke-width="6"/>',
      signboard(120, 230, 560, TONES.harbour),
      '<clipPath id="door"><path d="M100 310H700V540H100Z"/></clipPath>',
      `<g clip-path="url(#door)"><path d="M100 310H700V540H100Z" fill="#5E5A54"/>${roaster(380, 540, 0.5)}</g>`,
      (() => {
        let slats = '';
        for (let y = 314; y < 400; y += 12) slats += `M100 ${y}H700`;
        return `<path d="M100 310H700V400H100Z" fill="#C9C4BA"/><path d="${slats}" stroke="#A8A29A" stroke-width="3"/>`;
      })(),
      street(),
      person(650, 580, 0.55, { shirt: C.cherry, skin: 1 }),
    ],
  );

export const storeTaiHang = () =>
  scene(
    'Our Tai Hang shop on a quiet street, behind a tall glass front framed in wood · 大坑店：寧靜街角的木框落地玻璃店面',
    [
      backdrop('s', W, H, [
        [0, '#EDEFF0'],
        [1, '#DCE0E0'],
      ]),
      `<path d="M40 0H760V540H40Z" fill="#E6E1D8"/>`,
      `<path d="M40 150H760V176H40Z" fill="${C.roast}"/>`,
      text(400, 128, 'COFFEE  咖啡', { size: 40, fill: C.roast, family: SERIF, spacing: 8 }),
      sampanMark(180, 110, 70),
      shopWindow(70, 176, 660, 364, 'sw3'),
      `<path d="M290 176V540M510 176V540" stroke="${C.wood}" stroke-width="10"/>`,
      street(),
      pottedPlant(60, 570, 0.6),
      person(720, 590, 0.6, { shirt: TONES.guatemala, skin: 3 }),
    ],
  );
