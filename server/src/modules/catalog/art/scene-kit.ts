import { C, mix } from './palette.ts';
import { LIGHT_DEFS, seeded } from './props.ts';
import { svgDocument } from './svg-document.ts';

export type Point = [number, number];

/** A vertical gradient filling the whole picture, defined inline so each scene stays one string. */
export function backdrop(id: string, w: number, h: number, stops: [number, string][]): string {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1">${s}</linearGradient><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

export function sun(cx: number, cy: number, r: number, colour = '#F7C873'): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.8}" fill="${colour}" fill-opacity=".18"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;
}

/** A line through the points, rounded at every joint. */
export function smoothLine(points: Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${first[0]} ${first[1]}`;
  rest.forEach((p, i) => {
    const next = rest[i + 1];
    d += next ? `Q${p[0]} ${p[1]} ${(p[0] + next[0]) / 2} ${(p[1] + next[1]) / 2}` : `L${p[0]} ${p[1]}`;
  });
  return d;
}

/** Rolling land from the left edge to the right, filled down to `bottom`. */
export function hills(
  seed: number,
  w: number,
  baseY: number,
  amp: number,
  bumps: number,
  colour: string,
  bottom: number,
): string {
  const rnd = seeded(seed);
  const points: Point[] = [];
  for (let i = 0; i <= bumps; i++)
    points.push([Math.round((i * w) / bumps), Math.round(baseY - rnd() * amp)]);
  return `<path d="${smoothLine(points)}L${w} ${bottom}L0 ${bottom}Z" fill="${colour}"/>`;
}

/** A stretch of water with a few calm ripples. */
export function water(seed: number, w: number, y: number, h: number, colour: string = C.sea): string {
  const rnd = seeded(seed);
  let ripples = '';
  for (let i = 0; i < Math.round(w / 60); i++) {
    const x = Math.round(rnd() * w);
    const ry = Math.round(y + 16 + rnd() * (h - 24));
    ripples += `M${x} ${ry}h${Math.round(20 + rnd() * 50)}`;
  }
  return `<path d="M0 ${y}H${w}V${y + h}H0Z" fill="${colour}"/><path d="${ripples}" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`;
}

/** Towers along a shore, one taller than the rest, with a scatter of lit windows. */
export function skyline(seed: number, x0: number, x1: number, baseY: number, colour: string): string {
  const rnd = seeded(seed);
  let blocks = '';
  let windows = '';
  let x = x0;
  while (x < x1) {
    const w = Math.round(26 + rnd() * 40);
    const tall = rnd() > 0.9 ? 2.2 : 1;
    const h = Math.round((50 + rnd() * 120) * tall);
    blocks += `M${x} ${baseY}V${baseY - h}h${w}V${baseY}Z`;
    for (let i = 0; i < 3; i++) {
      windows += `M${x + 6 + Math.round(rnd() * (w - 14))} ${baseY - Math.round(rnd() * (h - 12)) - 6}h5v4h-5Z`;
    }
    x += w + Math.round(rnd() * 6);
  }
  return `<path d="${blocks}" fill="${colour}"/><path d="${windows}" fill="#F7D79A" fill-opacity=".7"/>`;
}

export function birds(points: Point[], colour: string = C.roastSoft): string {
  const d = points.map(([x, y]) => `M${x - 12} ${y}q6 -8 12 0q6 -8 12 0`).join('');
  return `<path d="${d}" stroke="${colour}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

/** A picture inside a rounded frame, as a window or a wall print. */
export function framedView(x: number, y: number, w: number, h: number, inner: string, id: string): string {
  return [
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8"/></clipPath>`,
    `<g clip-path="url(#${id})">${inner}</g>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="none" stroke="${mix(C.wood, '#000000', 0.2)}" stroke-width="10"/>`,
  ].join('');
}

export function floorboards(y: number, w: number, h: number, colour: string = C.wood): string {
  let seams = '';
  for (let x = 0; x < w; x += 120) seams += `M${x} ${y + 6}V${y + h}`;
  return `<path d="M0 ${y}H${w}V${y + h}H0Z" fill="${colour}"/><path d="${seams}" stroke="#000" stroke-opacity=".12" stroke-width="3"/>`;
}

/** Rows of coffee shrubs on a far slope: rounded green crowns dotted with red, cheap to draw by the hundred. */
export function bushRows(seed: number, w: number, rows: number[], scale: number): string {
  const rnd = seeded(seed);
  let crowns = '';
  let dots = '';
  for (const y of rows) {
    for (let x = 20; x < w; x += 90 * scale + 6) {
      const r = Math.round((30 + rnd() * 10) * scale);
      crowns += `M${Math.round(x - r)} ${y}a${r} ${Math.round(r * 1.1)} 0 0 1 ${2 * r} 0Z`;
      dots += `M${Math.round(x - r / 2 + rnd() * r)} ${Math.round(y - r / 2 - rnd() * r * 0.4)}h4v4h-4Z`;
    }
  }
  return `<path d="${crowns}" fill="${C.leafDark}"/><path d="${dots}" fill="${C.cherry}"/>`;
}

/** The size of every illustration that is not a banner, badge or card. */
export const W = 800;
export const H = 600;

export function scene(title: string, body: string[]): string {
  return svgDocument({ width: W, height: H, title, defs: LIGHT_DEFS, body: body.join('') });
}

export function wall(id: string, top = '#F5EBDD', bottom = '#EADBC4'): string {
  return backdrop(id, W, H, [
    [0, top],
    [1, bottom],
  ]);
}
