import type { PackLabel } from '../../../db/seed/catalog/catalog-seed.types.ts';
import type { RoastLevel } from '../catalog.tables.ts';
import { C, isDark, ROAST_NAMES } from './palette.ts';
import { roundedRect, sampanMark } from './props.ts';
import { fitSize, SERIF, text } from './svg-document.ts';

export const LABEL_W = 256;
const MID = LABEL_W / 2;
const TEXT_W = 224;

/** The paper label's card and its coloured band with the kicker, drawn at (0, 0). */
export function labelCard(h: number, band: number, tone: string, kicker: string): string {
  const on = isDark(tone) ? C.white : C.ink;
  const caps = kicker.toUpperCase();
  return [
    `<path d="${roundedRect(0, 0, LABEL_W, h, 6)}" fill="${C.label}"/>`,
    `<path d="M0 6Q0 0 6 0H${LABEL_W - 6}Q${LABEL_W} 0 ${LABEL_W} 6V${band}H0Z" fill="${tone}"/>`,
    text(MID, band / 2 + 6, caps, {
      size: fitSize(caps, TEXT_W, 16, 0.2),
      fill: on,
      spacing: 3,
      weight: 700,
    }),
  ].join('');
}

function roastScale(roast: RoastLevel, y: number): string {
  const { en, zh, step } = ROAST_NAMES[roast];
  const line = `${en.toUpperCase()} · ${zh}`;
  const beans = [1, 2, 3, 4, 5].map((i) => {
    const fill = i <= step ? C.roastSoft : 'none';
    return `<ellipse cx="${MID - 48 + (i - 1) * 24}" cy="${y + 22}" rx="7" ry="9.5" fill="${fill}" stroke="${C.roastSoft}" stroke-width="1.6"/>`;
  });
  return (
    text(MID, y, line, { size: fitSize(line, TEXT_W, 13, 0.1), fill: C.ink, spacing: 1.2 }) + beans.join('')
  );
}

/** The front label every pack carries: origin colour band, name in both languages, roast level, mark. */
export function packLabel(label: PackLabel, tone: string, roast?: RoastLevel): string {
  return [
    labelCard(296, 56, tone, label.kicker),
    text(MID, 108, label.en, { size: fitSize(label.en, TEXT_W, 34), fill: C.ink, family: SERIF }),
    text(MID, 148, label.zh, {
      size: fitSize(label.zh, TEXT_W, 27),
      fill: C.roastSoft,
      family: SERIF,
      weight: 600,
    }),
    `<path d="M${MID - 64} 168H${MID + 64}" stroke="${tone}" stroke-width="2.5"/>`,
    roast ? roastScale(roast, 196) : '',
    sampanMark(MID, 258, 30),
    text(MID, 288, 'ROASTED IN HONG KONG', { size: 9, fill: C.muted, spacing: 2 }),
  ].join('');
}

export function placed(x: number, y: number, scale: number, content: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${content}</g>`;
}
