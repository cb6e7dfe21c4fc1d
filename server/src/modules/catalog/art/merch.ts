import { C, mix } from './palette.ts';
import { roundedRect, sampanMark, shaded } from './props.ts';
import { SERIF, text } from './svg-document.ts';

export function stonewareMug(tone: string): string {
  const speckles = [
    [300, 470],
    [352, 540],
    [440, 500],
    [486, 580],
    [330, 600],
    [410, 440],
    [470, 450],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="${C.roastSoft}" fill-opacity=".5"/>`)
    .join('');
  return [
    `<path d="M536 390C640 390 640 560 536 560" stroke="${mix(tone, '#000000', 0.1)}" stroke-width="30" fill="none"/>`,
    shaded('M250 330H550V590Q550 640 500 640H300Q250 640 250 590Z', tone),
    speckles,
    shaded('M250 330H550V358Q530 374 510 362T460 368T410 360T360 370T310 362T250 360Z', C.roastSoft),
    `<ellipse cx="400" cy="330" rx="150" ry="20" fill="${C.roastSoft}"/><ellipse cx="400" cy="332" rx="136" ry="14" fill="#5B3A22"/>`,
  ].join('');
}

function espressoCup(x: number, tone: string): string {
  return `<g transform="translate(${x} 640) scale(1.25)">${[
    `<ellipse cx="0" cy="-12" rx="124" ry="20" fill="${mix(tone, '#000000', 0.15)}"/>`,
    `<ellipse cx="0" cy="-18" rx="124" ry="20" fill="${tone}"/>`,
    `<path d="M70 -120C120 -120 120 -60 60 -58" stroke="${tone}" stroke-width="16" fill="none"/>`,
    shaded('M-84 -150H84Q80 -60 44 -30H-44Q-80 -60 -84 -150Z', tone),
    `<ellipse cx="0" cy="-150" rx="84" ry="14" fill="${C.label}"/><ellipse cx="0" cy="-149" rx="72" ry="10" fill="#8A5A34"/>`,
  ].join('')}</g>`;
}

export function cupPair(tone: string): string {
  return espressoCup(272, tone) + espressoCup(538, tone);
}

export function canvasTote(tone: string): string {
  const strap = mix(tone, '#000000', 0.3);
  return [
    `<path d="M330 330C330 150 470 150 470 330" stroke="${mix(strap, '#ffffff', 0.2)}" stroke-width="20" fill="none"/>`,
    shaded('M246 320H554L570 640H230Z', tone),
    `<path d="M300 320C300 120 500 120 500 320" stroke="${strap}" stroke-width="20" fill="none"/>`,
    '<path d="M250 340H550" stroke="#000" stroke-opacity=".25" stroke-width="2" stroke-dasharray="8 6"/>',
    `<path d="M252 372H548V388H252ZM252 396H548V402H252Z" fill="${C.roast}"/>`,
    `<path d="M236 588H564V604H236Z" fill="${C.cherry}"/>`,
    text(400, 446, 'FRESH ROASTED', { size: 22, fill: C.roast, family: SERIF, weight: 700, spacing: 4 }),
    sampanMark(400, 500, 80),
    text(400, 568, 'HONG KONG · 香港', { size: 20, fill: C.roast, family: SERIF, spacing: 3 }),
  ].join('');
}

export function travelTumbler(tone: string): string {
  return [
    shaded('M334 258H466L458 628Q458 640 446 640H354Q342 640 342 628Z', tone),
    shaded('M341 600H459L458 628Q458 640 446 640H354Q342 640 342 628Z', '#B9BDBD'),
    shaded(roundedRect(326, 216, 148, 44, 10), '#2E2F33'),
    '<path d="M372 226H428" stroke="#000" stroke-width="6" stroke-linecap="round"/>',
    sampanMark(400, 430, 64, C.white, C.white),
  ].join('');
}
