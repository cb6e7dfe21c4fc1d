import { C, mix } from './palette.ts';
import { bean, roundedRect, shaded } from './props.ts';
import { text } from './svg-document.ts';

const EDGE = '#D3C6B2';

export function coneDripper(tone: string): string {
  const dark = mix(tone, '#000000', 0.12);
  return [
    `<path d="M250 612V624A150 18 0 0 0 550 624V612Z" fill="${dark}"/>`,
    `<ellipse cx="400" cy="612" rx="150" ry="18" fill="${tone}" stroke="${EDGE}" stroke-width="2"/>`,
    shaded('M342 556L350 608H450L458 556Z', tone),
    `<path d="M566 300C650 300 650 430 540 440" stroke="${dark}" stroke-width="28" fill="none" stroke-linecap="round"/>`,
    shaded('M214 236L334 566H466L586 236Z', tone, EDGE),
    `<ellipse cx="400" cy="236" rx="186" ry="30" fill="${tone}" stroke="${EDGE}" stroke-width="2"/>`,
    `<ellipse cx="400" cy="238" rx="168" ry="23" fill="${mix(tone, '#000000', 0.2)}"/>`,
    `<path d="M256 236L300 222L344 234L400 216L456 234L500 222L544 236Q400 258 256 236Z" fill="${C.label}"/>`,
  ].join('');
}

export function waveDripper(tone: string): string {
  let ribs = '';
  for (let i = 1; i < 12; i++) {
    const top = 224 + i * 29.3;
    const bottom = 318 + i * 13.7;
    ribs += `M${top.toFixed(0)} 284L${bottom.toFixed(0)} 530`;
  }
  return [
    `<path d="M262 600V618A138 16 0 0 0 538 618V600Z" fill="${mix(tone, '#000000', 0.25)}"/>`,
    `<ellipse cx="400" cy="600" rx="138" ry="16" fill="${tone}"/>`,
    shaded('M330 530L338 596H462L470 530Z', mix(tone, '#000000', 0.1)),
    shaded('M224 284L318 534H482L576 284Z', tone),
    `<path d="${ribs}" stroke="#000" stroke-opacity=".16" stroke-width="3"/>`,
    `<ellipse cx="400" cy="284" rx="176" ry="26" fill="${mix(tone, '#ffffff', 0.3)}"/>`,
    `<ellipse cx="400" cy="286" rx="160" ry="20" fill="${mix(tone, '#000000', 0.3)}"/>`,
  ].join('');
}

const FLASK =
  'M318 270H482L486 330C560 380 566 470 556 560C550 610 530 636 500 638H300C270 636 250 610 244 560C234 470 240 380 314 330Z';

export function glassServer(_tone: string): string {
  return [
    '<path d="M486 300C610 300 612 480 536 504" stroke="#C5D6D4" stroke-width="18" fill="none" stroke-linecap="round"/>',
    `<path d="${FLASK}" fill="#E9F1F0" fill-opacity=".7" stroke="#9DB4B3" stroke-width="3"/>`,
    `<clipPath id="flask"><path d="${FLASK}"/></clipPath>`,
    '<g clip-path="url(#flask)"><path d="M200 480H600V660H200Z" fill="#5B3A22"/><ellipse cx="400" cy="480" rx="166" ry="16" fill="#8A5A34"/></g>',
    '<path d="M276 410C262 460 262 520 272 570" stroke="#fff" stroke-opacity=".75" stroke-width="9" fill="none" stroke-linecap="round"/>',
    '<path d="M300 420h22M296 470h22M296 520h22" stroke="#7F9A99" stroke-width="3"/>',
    '<ellipse cx="400" cy="270" rx="82" ry="9" fill="none" stroke="#9DB4B3" stroke-width="3"/>',
    '<path d="M318 270l-16 -8" stroke="#9DB4B3" stroke-width="4" stroke-linecap="round"/>',
  ].join('');
}

function fan(angle: number, fill: string): string {
  return `<g transform="rotate(${angle} 400 640)"><path d="M344 630L236 250Q400 214 564 250L456 630Z" fill="${fill}" stroke="${EDGE}" stroke-width="2"/><path d="M452 618L548 262" stroke="${EDGE}" stroke-width="3" stroke-dasharray="6 5"/></g>`;
}

/** A sleeve of cone papers fanned out of a kraft band. */
export function coneFilters(tone: string): string {
  return [
    fan(-9, mix(tone, '#ffffff', 0.4)),
    fan(0, mix(tone, '#ffffff', 0.6)),
    fan(9, C.white),
    shaded('M270 470H530L540 640H260Z', C.jute),
    text(400, 540, 'CONE FILTERS 02', { size: 17, fill: C.roast, spacing: 3, weight: 700 }),
    text(400, 574, '錐形濾紙 · 100', { size: 18, fill: C.roastSoft }),
  ].join('');
}

/** A tower of pleated flat-bottom papers. */
export function waveFilters(tone: string): string {
  const layers: string[] = [];
  // The highest paper is drawn first so each lower one covers all of it but its rim, as in a nested stack.
  for (let i = 8; i >= 0; i--) {
    const y = 620 - i * 22;
    let pleats = '';
    for (let p = 0; p <= 24; p++)
      pleats += `M${(232 + p * 14).toFixed(0)} ${y - 148}L${(300 + p * 8.33).toFixed(0)} ${y}`;
    const fill = i % 2 ? C.white : mix(tone, '#ffffff', 0.5);
    layers.push(
      `<path d="M230 ${y - 150}L300 ${y}H500L570 ${y - 150}Z" fill="${fill}" stroke="${EDGE}" stroke-width="2"/><path d="${pleats}" stroke="${EDGE}" stroke-width="1.5"/>`,
    );
  }
  return [
    ...layers,
    shaded('M284 540H516V640H284Z', C.jute),
    text(400, 584, 'WAVE 185', { size: 20, fill: C.roast, spacing: 3, weight: 700 }),
    text(400, 616, '波浪濾紙 · 50', { size: 17, fill: C.roastSoft }),
  ].join('');
}

export function beanCanister(tone: string): string {
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    ticks += `M${(400 + Math.cos(a) * 36).toFixed(1)} ${(480 + Math.sin(a) * 36).toFixed(1)}L${(400 + Math.cos(a) * 44).toFixed(1)} ${(480 + Math.sin(a) * 44).toFixed(1)}`;
  }
  return [
    shaded('M292 330H508V612Q508 640 480 640H320Q292 640 292 612Z', tone),
    shaded(roundedRect(284, 290, 232, 48, 10), '#B9BDBD'),
    `<ellipse cx="400" cy="290" rx="116" ry="12" fill="${mix('#B9BDBD', '#ffffff', 0.4)}"/>`,
    shaded('M370 250H430V290H370Z', C.roast),
    `<circle cx="400" cy="480" r="50" fill="${mix(tone, '#ffffff', 0.35)}"/>`,
    `<path d="${ticks}" stroke="${C.roast}" stroke-width="3"/>`,
    `<path d="M400 480L424 452" stroke="${C.cherry}" stroke-width="5" stroke-linecap="round"/>`,
    bean(400, 480, 20, 0.5, C.roast),
  ].join('');
}
