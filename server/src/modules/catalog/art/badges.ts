import { C, mix, TONES } from './palette.ts';
import { bean, LIGHT_DEFS, sampanMark } from './props.ts';
import { fitSize, SANS, SERIF, svgDocument, text } from './svg-document.ts';

const ICON = `stroke="${C.roast}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"`;

function iconBadge(title: string, tint: string, icon: string): string {
  return svgDocument({
    width: 400,
    height: 400,
    title,
    body: `<circle cx="200" cy="200" r="170" fill="${tint}"/>${icon}`,
  });
}

export const benefitDelivery = () =>
  iconBadge(
    'Delivery across Hong Kong · 全港送貨',
    mix(TONES.harbour, C.paper, 0.75),
    `<path d="M90 150H240V260H90ZM240 180H290L320 220V260H240" fill="none" ${ICON}/><circle cx="140" cy="270" r="22" fill="${C.paper}" ${ICON}/><circle cx="280" cy="270" r="22" fill="${C.paper}" ${ICON}/>${bean(165, 205, 30, 1.4, C.cherry)}`,
  );

export const benefitFreshRoast = () =>
  iconBadge(
    'Roasted fresh every week · 每週新鮮烘焙',
    mix(C.cherry, C.paper, 0.78),
    `<path d="M200 310C140 310 120 260 140 220C150 250 170 250 170 230C170 190 200 170 210 120C240 170 280 200 270 250C265 290 240 310 200 310Z" fill="${C.cherry}"/>${bean(200, 260, 20, 2, C.roast)}`,
  );

export const benefitBeans = () =>
  iconBadge(
    'Earn Beans on every order · 每次購物賺取咖啡豆積分',
    mix(TONES.ethiopia, C.paper, 0.7),
    `<circle cx="200" cy="200" r="96" fill="${TONES.ethiopia}" ${ICON}/>${bean(200, 200, 25, 2.8, C.roast)}<path d="M300 110l10 22 22 10-22 10-10 22-10-22-22-10 22-10Z" fill="${C.cherry}"/>`,
  );

export const benefitPickup = () =>
  iconBadge(
    'Free pickup at our shops · 門市免費自取',
    mix(C.leaf, C.paper, 0.75),
    `<path d="M100 170H300V290H100Z" fill="${C.paper}" ${ICON}/><path d="M90 170L110 110H290L310 170Z" fill="${C.cherry}" ${ICON}/><path d="M170 290V220H230V290" fill="none" ${ICON}/>`,
  );

interface Award {
  title: string;
  metal: string;
  top: string;
  big: string;
  zh: string;
}

function medal({ title, metal, top, big, zh }: Award): string {
  let laurel = '';
  for (let i = 0; i < 7; i++) {
    const a = ((125 + i * 18) * Math.PI) / 180;
    const [x, y] = [200 + Math.cos(a) * 132, 190 + Math.sin(a) * 132];
    const turn = 125 + i * 18;
    laurel += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="9" ry="18" transform="rotate(${turn} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
    laurel += `<ellipse cx="${(400 - x).toFixed(0)}" cy="${y.toFixed(0)}" rx="9" ry="18" transform="rotate(${-turn} ${(400 - x).toFixed(0)} ${y.toFixed(0)})"/>`;
  }
  return svgDocument({
    width: 400,
    height: 400,
    title,
    defs: LIGHT_DEFS,
    body: [
      `<path d="M150 270L110 380L150 360L170 395L200 290ZM250 270L290 380L250 360L230 395L200 290Z" fill="${C.cherry}"/>`,
      `<g fill="${C.leaf}">${laurel}</g>`,
      `<circle cx="200" cy="190" r="112" fill="${metal}"/><circle cx="200" cy="190" r="112" fill="url(#lit)"/>`,
      `<circle cx="200" cy="190" r="92" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`,
      text(200, 146, top, { size: 15, fill: C.ink, spacing: 2, weight: 700 }),
      text(200, 204, big, { size: 40, fill: C.ink, family: SERIF, weight: 700 }),
      text(200, 240, zh, { size: 19, fill: C.ink, family: SERIF }),
    ].join(''),
  });
}

const GOLD = '#E2B65A';
export const awardGold = () =>
  medal({
    title: 'Gold, Hong Kong Coffee Awards 2024 · 香港咖啡大獎 2024 金獎',
    metal: GOLD,
    top: 'HK COFFEE AWARDS',
    big: '2024',
    zh: '金獎',
  });
export const awardRoaster = () =>
  medal({
    title: 'Best Roaster, Asia Roasters Cup 2023 · 亞洲烘焙大賽 2023 最佳烘焙',
    metal: '#C9CDD1',
    top: 'ASIA ROASTERS CUP',
    big: '2023',
    zh: '最佳烘焙',
  });
export const awardGuide = () =>
  medal({
    title: 'Top 10 Cafés, City Eats Guide 2024 · 城市美食指南 2024 十大咖啡店',
    metal: '#D39A6A',
    top: 'CITY EATS GUIDE',
    big: 'TOP 10',
    zh: '十大咖啡店',
  });
export const awardLatteArt = () =>
  medal({
    title: 'Champion, Hong Kong Latte Art Open 2022 · 香港拉花公開賽 2022 冠軍',
    metal: GOLD,
    top: 'LATTE ART OPEN',
    big: '2022',
    zh: '冠軍',
  });

const GREY = '#8C8580';

function wordmark(title: string, mark: string, word: string, family: string, extra = ''): string {
  return svgDocument({
    width: 400,
    height: 200,
    title,
    body: `<g fill="${GREY}">${mark}</g>${text(150, 112, word, { size: fitSize(word, 230, 30), fill: GREY, family, weight: 700, anchor: 'start' })}${extra}`,
  });
}

export const clientHarbourline = () =>
  wordmark(
    'Harbourline Hotels (client) · 客戶：海線酒店',
    '<path d="M20 110q15-20 30 0t30 0t30 0v14q-15-20-30 0t-30 0t-30 0Z"/>',
    'HARBOURLINE',
    SANS,
  );
export const clientKestrel = () =>
  wordmark(
    'Kestrel & Co. (client) · 客戶：紅隼公司',
    '<path d="M20 120L120 76L90 108L130 120L70 132Z"/>',
    'Kestrel & Co.',
    SERIF,
  );
export const clientNorthpoint = () =>
  wordmark(
    'Northpoint Legal (client) · 客戶：北角律師行',
    '<path d="M56 70h60v60h-60Z"/>',
    'NORTHPOINT',
    SANS,
    text(152, 140, 'LEGAL', { size: 16, fill: GREY, spacing: 8, anchor: 'start' }),
  );
export const clientJadeLane = () =>
  wordmark(
    'Jade Lane Studio (client) · 客戶：玉巷設計室',
    '<circle cx="80" cy="100" r="34"/>',
    'jade lane studio',
    SERIF,
  );
export const clientTidewater = () =>
  wordmark(
    'Tidewater Capital (client) · 客戶：潮水資本',
    '<path d="M40 130L80 60L120 130Z"/>',
    'TIDEWATER',
    SANS,
    text(152, 140, 'CAPITAL', { size: 16, fill: GREY, spacing: 8, anchor: 'start' }),
  );
export const clientKiteLabs = () =>
  wordmark(
    'Kite Labs (client) · 客戶：風箏實驗室',
    '<path d="M80 50L115 100L80 150L45 100Z"/>',
    'Kite Labs',
    SANS,
  );

/** The shop's mark on its own, for the header and the favicon. */
export const logo = () =>
  svgDocument({
    width: 240,
    height: 240,
    title: 'Sampan Coffee · 舢舨咖啡',
    body: sampanMark(120, 128, 190),
  });
