import { electricKettle } from './equipment-machines.ts';
import { C, mix, TONES } from './palette.ts';
import { bean, roundedRect } from './props.ts';
import { latteTopDown, roaster } from './scene-figures.ts';
import { scene, W, wall } from './scene-kit.ts';
import { brewStation, onCounter } from './scenes-banners.ts';
import { farm } from './scenes-stories.ts';

function table(y: number): string {
  return `<path d="M0 ${y}H${W}V600H0Z" fill="${mix(C.wood, C.paper, 0.2)}"/>`;
}

export const blogPourOver = () =>
  scene('Journal: a pour-over recipe, dripper, server and kettle · 專欄：手沖食譜，濾杯、分享壺與手沖壺', [
    wall('w', mix(TONES.ethiopia, C.paper, 0.75), mix(TONES.ethiopia, C.paper, 0.6)),
    table(470),
    brewStation(330, 490, 0.6),
    onCounter(560, 490, 0.5, electricKettle(TONES.charcoal)),
    bean(150, 520, 20, 1.3),
    bean(190, 550, 80, 1.3),
  ]);

export const blogOriginTrip = () =>
  scene(
    'Journal: a trip to the farms at dusk · 專欄：黃昏時分的產地之旅',
    farm(71, ['#E9B8A0', '#F4D9BC'], TONES.harbour),
  );

export const blogRoastCurve = () =>
  scene('Journal: reading a roast curve beside the roaster · 專欄：在烘豆機旁解讀烘焙曲線', [
    wall('w'),
    `<path d="${roundedRect(460, 70, 290, 210, 10)}" fill="${C.roast}"/>`,
    `<path d="M490 250V100M490 250H730" stroke="${C.paper}" stroke-width="3"/>`,
    `<path d="M490 150Q520 240 560 230T650 160T730 110" stroke="${C.cherry}" stroke-width="6" fill="none"/>`,
    '<path d="M490 235Q600 200 730 130" stroke="#F2B35E" stroke-width="4" fill="none" stroke-dasharray="10 8"/>',
    roaster(280, 540, 0.7),
    table(540),
  ]);

export const blogLatteArt = () =>
  scene('Journal: pouring latte art at home · 專欄：在家練習拉花', [
    wall('w', mix(C.cherry, C.paper, 0.75), mix(C.cherry, C.paper, 0.62)),
    latteTopDown(330, 300, 140),
    `<circle cx="640" cy="200" r="70" fill="#C9CDCD"/><circle cx="640" cy="200" r="56" fill="${C.white}"/><path d="M700 170L760 150L712 206Z" fill="#C9CDCD"/>`,
  ]);

export const blogColdBrew = () =>
  scene('Journal: cold brew in a jar with ice · 專欄：冰鎮冷萃咖啡', [
    wall('w', mix(TONES.cold, C.paper, 0.7), mix(TONES.cold, C.paper, 0.55)),
    table(500),
    `<path d="M220 170H420V490Q420 510 400 510H240Q220 510 220 490Z" fill="#E9F1F0" fill-opacity=".6" stroke="#9DB4B3" stroke-width="4"/>`,
    '<path d="M224 240H416V490Q416 506 400 506H240Q224 506 224 490Z" fill="#4A2E1C"/>',
    `<path d="M210 140H430V176H210Z" fill="${C.wood}"/>`,
    '<path d="M500 300H640L626 500H514Z" fill="#E9F1F0" fill-opacity=".6" stroke="#9DB4B3" stroke-width="4"/>',
    '<path d="M504 350H636L626 496H514Z" fill="#6B4326"/>',
    '<path d="M530 360h40v40h-40ZM580 380h38v38h-38ZM540 420h36v36h-36Z" fill="#fff" fill-opacity=".55"/>',
    `<path d="M600 250L580 460" stroke="${C.cherry}" stroke-width="10" stroke-linecap="round"/>`,
  ]);

export const blogCupping = () => {
  const bowls = [
    [180, 220],
    [400, 200],
    [620, 220],
    [290, 400],
    [510, 400],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="78" fill="${C.white}" stroke="#E2D8C8" stroke-width="4"/><circle cx="${x}" cy="${y}" r="62" fill="#6B4326"/><circle cx="${x! - 12}" cy="${y! - 10}" r="40" fill="#8A5A34"/>`,
    )
    .join('');
  return scene('Journal: a cupping table with five coffees · 專欄：五款咖啡的杯測桌', [
    `<path d="M0 0H${W}V600H0Z" fill="${mix(C.wood, C.paper, 0.35)}"/>`,
    bowls,
    `<path d="M640 470L760 560" stroke="#B9BDBD" stroke-width="10" stroke-linecap="round"/><ellipse cx="630" cy="462" rx="22" ry="16" fill="#B9BDBD"/>`,
    bean(100, 480, 20, 1.4),
    bean(140, 520, 70, 1.4),
  ]);
};
