import type { Tone } from '../../../db/seed/catalog/catalog-seed.types.ts';
import { POUCH } from './pack-bag.ts';
import { C, mix, TONES } from './palette.ts';
import { bean, cherry, roundedRect, seeded } from './props.ts';

const SKIN = ['#E6BC95', '#C99366', '#F0CBA8', '#A8754C'];

function at(x: number, y: number, scale: number, body: string, flip = false): string {
  return `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})">${body}</g>`;
}

/** A sampan loaded with coffee sacks, rowed from the stern; (x, y) is the waterline at mid-hull. */
export function sampan(x: number, y: number, scale = 1): string {
  const sack = (sx: number, sy: number) =>
    `<path d="${roundedRect(sx, sy, 74, 46, 14)}" fill="${C.jute}" stroke="${mix(C.jute, '#000000', 0.25)}" stroke-width="2"/><ellipse cx="${sx + 37}" cy="${sy + 23}" rx="8" ry="11" fill="${C.cherry}" fill-opacity=".8"/>`;
  return at(
    x,
    y,
    scale,
    [
      '<path d="M-200 4h400" stroke="#fff" stroke-opacity=".4" stroke-width="4"/>',
      `<path d="M-60 -20Q-60 -118 30 -118Q118 -118 118 -20Z" fill="${mix(C.jute, '#000000', 0.3)}"/>`,
      `<path d="M-40 -20Q-40 -100 30 -100Q100 -100 100 -20" stroke="${mix(C.jute, '#000000', 0.45)}" stroke-width="3" fill="none"/>`,
      sack(-176, -66),
      sack(-110, -66),
      sack(-144, -104),
      `<path d="M-210 -48Q-130 18 0 18Q130 18 214 -58Q150 -22 0 -22Q-140 -22-210 -48Z" fill="${mix(C.wood, '#000000', 0.35)}"/>`,
      `<path d="M-206 -46Q-130 -12 0 -14Q130 -14 210 -54" stroke="${C.wood}" stroke-width="6" fill="none"/>`,
      `<path d="M160 -150L236 46" stroke="${mix(C.wood, '#000000', 0.4)}" stroke-width="6"/>`,
      `<path d="M142 -60L150 -120H184L190 -60Z" fill="${TONES.harbour}"/>`,
      `<circle cx="168" cy="-136" r="14" fill="${SKIN[1]}"/>`,
      `<path d="M132 -138L168 -166L204 -138Z" fill="${C.jute}"/>`,
      '<path d="M172 -110L196 -88" stroke="#E6BC95" stroke-width="8" stroke-linecap="round"/>',
    ].join(''),
  );
}

/** A coffee shrub with glossy leaves and clusters of ripe and unripe cherries. */
export function coffeeBush(seed: number, x: number, y: number, scale = 1): string {
  const rnd = seeded(seed);
  const leaves: string[] = [];
  const fruit: string[] = [];
  for (let i = 0; i < 26; i++) {
    const a = rnd() * Math.PI;
    const r = 30 + rnd() * 70;
    const lx = Math.round(Math.cos(a) * r * 1.3);
    const ly = Math.round(-Math.sin(a) * r - 10);
    const tone = rnd() > 0.5 ? C.leaf : C.leafDark;
    leaves.push(
      `<ellipse cx="${lx}" cy="${ly}" rx="26" ry="11" transform="rotate(${Math.round(rnd() * 180)} ${lx} ${ly})" fill="${tone}"/>`,
    );
    if (i % 3 === 0) {
      const ripe = rnd() > 0.3;
      fruit.push(
        ripe
          ? `${cherry(lx, ly + 6, 0.8)}${cherry(lx + 12, ly + 10, 0.7)}`
          : `<circle cx="${lx}" cy="${ly + 6}" r="8" fill="#9DB55A"/>`,
      );
    }
  }
  return at(
    x,
    y,
    scale,
    `<path d="M0 0V-60" stroke="${mix(C.wood, '#000000', 0.3)}" stroke-width="8"/>${leaves.join('')}${fruit.join('')}`,
  );
}

export interface PersonStyle {
  shirt: string;
  skin?: number;
  apron?: boolean;
  hat?: boolean;
}

/** A simple standing figure; (x, y) is where the feet meet the floor. */
export function person(x: number, y: number, scale: number, style: PersonStyle): string {
  const skin = SKIN[(style.skin ?? 0) % SKIN.length]!;
  return at(
    x,
    y,
    scale,
    [
      `<path d="M-22 0V-90H22V0Z" fill="${C.roast}"/>`,
      `<path d="${roundedRect(-38, -200, 76, 120, 26)}" fill="${style.shirt}"/>`,
      style.apron ? `<path d="M-26 -160H26V-70H-26Z" fill="${mix(C.roast, '#ffffff', 0.15)}"/>` : '',
      `<path d="M-36 -176L-50 -100M36 -176L50 -100" stroke="${style.shirt}" stroke-width="18" stroke-linecap="round"/>`,
      `<circle cx="-50" cy="-96" r="9" fill="${skin}"/><circle cx="50" cy="-96" r="9" fill="${skin}"/>`,
      `<path d="M-10 -210V-196H10V-210Z" fill="${skin}"/>`,
      `<circle cx="0" cy="-232" r="28" fill="${skin}"/>`,
      style.hat
        ? `<path d="M-54 -236L0 -282L54 -236Z" fill="${C.jute}"/>`
        : `<path d="M-29 -236Q-30 -266 0 -266Q30 -266 29 -236Q20 -252 0 -252Q-20 -252-29 -236Z" fill="${C.ink}"/>`,
    ].join(''),
  );
}

export function pottedPlant(x: number, y: number, scale = 1): string {
  return at(
    x,
    y,
    scale,
    [
      `<path d="M0 -60C-60 -120 -70 -170 -20 -200M0 -60C40 -140 80 -150 70 -210M0 -60C10 -130 0 -170 10 -230" stroke="${C.leafDark}" stroke-width="5" fill="none"/>`,
      `<ellipse cx="-20" cy="-200" rx="30" ry="14" fill="${C.leaf}" transform="rotate(-40 -20 -200)"/><ellipse cx="70" cy="-210" rx="30" ry="14" fill="${C.leafDark}" transform="rotate(30 70 -210)"/><ellipse cx="10" cy="-230" rx="28" ry="13" fill="${C.leaf}" transform="rotate(-80 10 -230)"/><ellipse cx="-44" cy="-130" rx="28" ry="12" fill="${C.leafDark}" transform="rotate(-20 -44 -130)"/><ellipse cx="48" cy="-140" rx="28" ry="12" fill="${C.leaf}" transform="rotate(20 48 -140)"/>`,
      `<path d="M-44 -66H44L34 0H-34Z" fill="${C.cherry}"/>`,
    ].join(''),
  );
}

/** A small bag of beans as it stands on a shelf; (x, y) is its base. */
export function shelfBag(x: number, y: number, scale: number, tone: Tone): string {
  return `<g transform="translate(${x - 400 * scale} ${y - 640 * scale}) scale(${scale})"><path d="${POUCH}" fill="${C.roast}"/><path d="${POUCH}" fill="url(#lit)"/><path d="M272 286H528V350H272Z" fill="${TONES[tone]}"/><path d="M272 350H528V560H272Z" fill="${C.label}"/></g>`;
}

/** A drum roaster with its hopper, chimney and cooling tray; (x, y) is the floor under the drum. */
export function roaster(x: number, y: number, scale = 1): string {
  return at(
    x,
    y,
    scale,
    [
      `<path d="M-20 -330V-700" stroke="${mix(C.roast, '#ffffff', 0.2)}" stroke-width="34"/>`,
      `<path d="M-150 -330H110V-30H-150Z" fill="${C.cherry}"/><path d="M-150 -330H110V-30H-150Z" fill="url(#lit)"/>`,
      `<path d="M-120 -30V0M80 -30V0" stroke="${C.roast}" stroke-width="16"/>`,
      `<path d="M-70 -330L-100 -420H60L30 -330Z" fill="#B9BDBD"/><path d="M-70 -330L-100 -420H60L30 -330Z" fill="url(#lit)"/>`,
      '<circle cx="-20" cy="-190" r="86" fill="#B9BDBD"/><circle cx="-20" cy="-190" r="64" fill="#8E9393"/>',
      `<path d="M-20 -190L40 -220" stroke="${C.roast}" stroke-width="10" stroke-linecap="round"/>`,
      `<circle cx="60" cy="-290" r="14" fill="${C.white}"/><circle cx="20" cy="-290" r="14" fill="${C.white}"/>`,
      `<path d="M40 -100H250" stroke="${C.roast}" stroke-width="10"/>`,
      `<ellipse cx="200" cy="-96" rx="120" ry="26" fill="#8E9393"/><ellipse cx="200" cy="-102" rx="104" ry="18" fill="${C.roastSoft}"/>`,
      bean(160, -104, 30, 0.6, '#7A4E2E'),
      bean(200, -100, -40, 0.6, '#7A4E2E'),
      bean(240, -106, 80, 0.6, '#7A4E2E'),
      `<path d="M200 -70V0" stroke="${C.roast}" stroke-width="14"/>`,
    ].join(''),
  );
}

export function pendantLamp(x: number, ceiling: number, drop: number): string {
  return `<path d="M${x} ${ceiling}V${ceiling + drop}" stroke="${C.roast}" stroke-width="3"/><path d="M${x - 40} ${ceiling + drop + 40}Q${x} ${ceiling + drop - 20} ${x + 40} ${ceiling + drop + 40}Z" fill="${C.roast}"/><ellipse cx="${x}" cy="${ceiling + drop + 44}" rx="16" ry="8" fill="#F7D79A"/>`;
}

/** A cup seen from above on its saucer, with latte art. */
export function latteTopDown(cx: number, cy: number, r: number): string {
  const art = `M${cx} ${cy + r * 0.55}C${cx - r * 0.5} ${cy + r * 0.1} ${cx - r * 0.55} ${cy - r * 0.45} ${cx} ${cy - r * 0.2}C${cx + r * 0.55} ${cy - r * 0.45} ${cx + r * 0.5} ${cy + r * 0.1} ${cx} ${cy + r * 0.55}Z`;
  let leaves = '';
  for (let i = 0; i < 5; i++) {
    const y = cy - r * 0.05 + i * r * 0.1;
    leaves += `M${cx - r * (0.35 - i * 0.05)} ${y}Q${cx} ${y + r * 0.12} ${cx + r * (0.35 - i * 0.05)} ${y}`;
  }
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.45}" fill="${C.white}" stroke="#E2D8C8" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.05}" fill="${C.white}" stroke="#E2D8C8" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.92}" fill="#A8693D"/>`,
    `<path d="${art}" fill="#F5E6CF"/>`,
    `<path d="${leaves}" stroke="#A8693D" stroke-width="${Math.max(2, r / 30)}" fill="none"/>`,
    `<path d="M${cx + r * 1.04} ${cy - r * 0.2}h${r * 0.4}v${r * 0.4}h-${r * 0.4}" fill="${C.white}" stroke="#E2D8C8" stroke-width="3"/>`,
  ].join('');
}
