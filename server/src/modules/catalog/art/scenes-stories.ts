import { travelTumbler } from './merch.ts';
import { C, mix, TONES } from './palette.ts';
import { bean, roundedRect, sampanMark } from './props.ts';
import {
  coffeeBush,
  latteTopDown,
  pendantLamp,
  person,
  pottedPlant,
  roaster,
  sampan,
  shelfBag,
} from './scene-figures.ts';
import {
  backdrop,
  birds,
  bushRows,
  floorboards,
  framedView,
  H,
  hills,
  scene,
  skyline,
  sun,
  W,
  wall,
  water,
} from './scene-kit.ts';
import { onCounter } from './scenes-banners.ts';

function sacks(x: number, y: number): string {
  const sack = (sx: number, sy: number) =>
    `<path d="${roundedRect(sx, sy, 120, 80, 24)}" fill="${C.jute}" stroke="${mix(C.jute, '#000000', 0.25)}" stroke-width="3"/><ellipse cx="${sx + 60}" cy="${sy + 40}" rx="12" ry="17" fill="${C.cherry}" fill-opacity=".8"/>`;
  return sack(x, y) + sack(x + 110, y) + sack(x + 54, y - 66);
}

export function harbourView(seed: number): string {
  return [
    backdrop(`hv${seed}`, W, H, [
      [0, '#F2C4A4'],
      [1, '#FBEEDC'],
    ]),
    hills(seed, W, 200, 90, 5, mix(TONES.harbour, C.paper, 0.6), 400),
    skyline(seed, 0, W, 320, mix(TONES.harbour, C.paper, 0.4)),
    water(seed, W, 318, 282, '#88AEB2'),
  ].join('');
}

export const aboutRoastery = () =>
  scene(
    'Our roastery: the drum roaster, cooling tray and sacks of green coffee · 我們的烘焙房：烘豆機、冷卻盤與生豆麻袋',
    [
      wall('w'),
      framedView(60, 70, 220, 260, harbourView(3), 'win'),
      floorboards(500, W, 100),
      roaster(450, 510, 0.62),
      sacks(60, 420),
    ],
  );

export const storySampan = () =>
  scene('A sampan crossing the harbour at sunset · 日落時分，舢舨橫渡海港', [
    backdrop('sky', W, H, [
      [0, '#EFA987'],
      [0.5, '#F6D2B0'],
      [1, '#FBEEDC'],
    ]),
    sun(560, 300, 70, '#F39C5A'),
    hills(8, W, 240, 110, 5, mix(TONES.harbour, C.paper, 0.55), 360),
    skyline(9, 0, W, 360, mix(TONES.harbour, C.paper, 0.3)),
    water(10, W, 358, 242, '#7FA3A8'),
    sampan(380, 500, 1.05),
    birds([
      [200, 150],
      [240, 128],
    ]),
  ]);

export function farm(seed: number, sky: [string, string], picker: string): string[] {
  return [
    backdrop(`sky${seed}`, W, H, [
      [0, sky[0]],
      [1, sky[1]],
    ]),
    sun(620, 120, 46, '#F2B35E'),
    hills(seed, W, 250, 90, 4, mix(C.leaf, C.paper, 0.6), H),
    hills(seed + 1, W, 340, 70, 5, mix(C.leaf, C.paper, 0.35), H),
    bushRows(seed + 2, W, [370, 420], 0.55),
    hills(seed + 3, W, 480, 40, 4, C.leaf, H),
    person(300, 560, 0.8, { shirt: picker, skin: 1, hat: true }),
    coffeeBush(seed + 4, 620, 620, 1.8),
  ];
}

export const coffeeFarm = () =>
  scene(
    'Pickers among coffee shrubs on a hillside farm · 山坡上的咖啡莊園，採收工人在咖啡樹間',
    farm(51, ['#F6E4C6', '#F3D4AA'], C.cherry),
  );

export const shopInterior = () =>
  scene(
    'Inside our coffee shop: the bar, shelves of beans and a customer · 咖啡店內：吧台、咖啡豆貨架與客人',
    [
      wall('w'),
      '<path d="M420 120H760V132H420ZM420 230H760V242H420Z" fill="#A8744A"/>',
      ...(['ethiopia', 'kenya', 'colombia', 'panama'] as const).map((t, i) =>
        shelfBag(460 + i * 84, 120, 0.16, t),
      ),
      ...(['sumatra', 'yunnan', 'harbour', 'guatemala'] as const).map((t, i) =>
        shelfBag(470 + i * 84, 230, 0.16, t),
      ),
      pendantLamp(200, 0, 90),
      pendantLamp(330, 0, 60),
      person(560, 420, 0.9, { shirt: C.white, apron: true, skin: 2 }),
      `<path d="M0 380H${W}V400H0Z" fill="${C.wood}"/><path d="M0 400H${W}V${H}H0Z" fill="${C.roast}"/>`,
      `<path d="${roundedRect(80, 290, 170, 92, 10)}" fill="#B9BDBD"/><path d="M110 330h30v18h-30ZM190 330h30v18h-30Z" fill="${C.roast}"/>`,
      person(250, 600, 1, { shirt: TONES.guatemala, skin: 0 }),
      pottedPlant(720, 380, 0.7),
    ],
  );

export const sustainability = () =>
  scene('A young coffee plant, a reusable tumbler and recycled capsules · 咖啡幼苗、環保隨行杯與回收膠囊', [
    wall('w', '#EEF0DF', '#DDE5C8'),
    sun(400, 250, 150, mix(C.leaf, C.paper, 0.8)),
    `<path d="M250 250A150 150 0 0 1 520 160" stroke="${C.cherry}" stroke-width="10" fill="none" stroke-linecap="round" stroke-dasharray="2 26"/>`,
    hills(61, W, 470, 30, 4, mix(C.wood, C.paper, 0.3), H),
    `<path d="M400 470V300" stroke="${C.leafDark}" stroke-width="8"/>`,
    `<ellipse cx="350" cy="360" rx="52" ry="20" transform="rotate(-25 350 360)" fill="${C.leaf}"/><ellipse cx="452" cy="330" rx="56" ry="22" transform="rotate(25 452 330)" fill="${C.leafDark}"/><ellipse cx="400" cy="290" rx="20" ry="44" fill="${C.leaf}"/>`,
    onCounter(150, 520, 0.42, travelTumbler(TONES.harbour)),
    bean(600, 500, 30, 1.4),
    bean(640, 520, 100, 1.4),
    bean(680, 494, 60, 1.4),
  ]);

export const subscriptionBox = () =>
  scene('A monthly subscription box with three bags of fresh coffee · 每月訂閱咖啡盒，內有三包新鮮咖啡豆', [
    wall('w'),
    `<path d="M0 470H${W}V${H}H0Z" fill="${mix(C.wood, C.paper, 0.3)}"/>`,
    shelfBag(320, 380, 0.42, 'ethiopia'),
    shelfBag(400, 370, 0.42, 'colombia'),
    shelfBag(480, 380, 0.42, 'sumatra'),
    `<path d="M190 300L250 350H550L610 300Z" fill="${mix(C.jute, '#000000', 0.15)}"/>`,
    `<path d="M250 350H550V540H250Z" fill="${C.jute}"/><path d="M250 350H550V540H250Z" fill="url(#lit)"/>`,
    `<path d="M380 350H420V540H380Z" fill="${C.cherry}"/>`,
    sampanMark(315, 450, 70),
    `<g transform="rotate(8 640 480)"><path d="${roundedRect(580, 420, 130, 100, 6)}" fill="${C.label}"/><path d="M580 420H710V448H580Z" fill="${C.cherry}"/><path d="M600 470h90M600 490h60" stroke="${C.muted}" stroke-width="6"/></g>`,
  ]);

export const champLatteArt = () =>
  scene(
    'Championship latte art: a rosetta in a flat white, with a trophy · 比賽級拉花：鮮奶咖啡上的葉形圖案與獎盃',
    [
      backdrop('t', W, H, [
        [0, mix(C.wood, C.paper, 0.25)],
        [1, mix(C.wood, C.paper, 0.05)],
      ]),
      latteTopDown(360, 300, 130),
      '<path d="M640 140L610 240H710L680 140Z" fill="#D9A441"/><path d="M600 150C560 150 570 200 615 200M720 150C760 150 750 200 705 200" stroke="#D9A441" stroke-width="10" fill="none"/>',
      '<path d="M650 240H670V300H650ZM620 300H700V320H620Z" fill="#C08F34"/>',
      bean(640, 470, 20, 1.4),
      bean(690, 500, 80, 1.4),
    ],
  );

export const corporateOffice = () =>
  scene('Coffee service in an office meeting room above the city · 城中辦公室會議室的咖啡服務', [
    wall('w', '#EEF1F1', '#DDE3E2'),
    framedView(40, 40, 720, 300, harbourView(12), 'win'),
    `<path d="M60 420H740V440H60Z" fill="${C.wood}"/><path d="M90 440V600M710 440V600" stroke="${C.roast}" stroke-width="14"/>`,
    `<path d="${roundedRect(120, 280, 80, 140, 14)}" fill="#B9BDBD"/><path d="M140 262H180V284H140Z" fill="${C.roast}"/>`,
    person(330, 420, 0.7, { shirt: TONES.harbour, skin: 3 }),
    person(560, 420, 0.7, { shirt: TONES['lion-rock'], skin: 0 }),
    `<path d="M250 400H300V420H250ZM600 400H650V420H600Z" fill="${C.white}"/>`,
    `<path d="M400 360H490V414H400Z" fill="#2E2F33"/><path d="M388 414H502V420H388Z" fill="#5A5C60"/>`,
  ]);

export const careersTeam = () =>
  scene('Our team of baristas and roasters behind the bar · 我們的咖啡師與烘焙師團隊', [
    wall('w'),
    pendantLamp(220, 0, 80),
    pendantLamp(580, 0, 80),
    person(220, 470, 0.95, { shirt: TONES.harbour, apron: true, skin: 0 }),
    person(400, 470, 1.05, { shirt: C.white, apron: true, skin: 3, hat: false }),
    person(580, 470, 0.95, { shirt: C.cherry, apron: true, skin: 2 }),
    `<path d="M0 440H${W}V462H0Z" fill="${C.wood}"/><path d="M0 462H${W}V${H}H0Z" fill="${C.roast}"/>`,
    sampanMark(400, 530, 90, C.paper, C.cherry),
  ]);
