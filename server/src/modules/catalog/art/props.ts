import { C, mix } from './palette.ts';

/** Light falls from the upper left on every object: a gradient laid over each body gives the same shading. */
export const LIGHT_DEFS = [
  '<linearGradient id="lit" x1="0" x2="1" y1="0" y2="0">',
  '<stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".36" stop-color="#fff" stop-opacity="0"/>',
  '<stop offset=".66" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".24"/>',
  '</linearGradient>',
  '<radialGradient id="shadow"><stop offset="0" stop-color="#3B2A21" stop-opacity=".32"/>',
  '<stop offset="1" stop-color="#3B2A21" stop-opacity="0"/></radialGradient>',
].join('');

export function shaded(d: string, fill: string, stroke = ''): string {
  const outline = stroke ? ` stroke="${stroke}" stroke-width="2"` : '';
  return `<path d="${d}" fill="${fill}"${outline}/><path d="${d}" fill="url(#lit)"/>`;
}

export function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
}

export function floorShadow(cx: number, halfWidth: number, y = 640): string {
  return `<ellipse cx="${cx}" cy="${y}" rx="${Math.round(halfWidth * 1.15)}" ry="${Math.round(12 + halfWidth / 18)}" fill="url(#shadow)"/>`;
}

export function bean(x: number, y: number, angle: number, size = 1, fill: string = C.roastSoft): string {
  const crease = mix(fill, '#000000', 0.45);
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${size})"><ellipse rx="12" ry="17" fill="${fill}"/><path d="M1 -14C-7 -5 7 4 -1 14" stroke="${crease}" stroke-width="2.4" fill="none" stroke-linecap="round"/></g>`;
}

export function cherry(x: number, y: number, size = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${size})"><circle r="11" fill="${C.cherry}"/><circle cx="-4" cy="-4" r="3" fill="#fff" fill-opacity=".35"/></g>`;
}

/** A deterministic sequence in [0, 1), so drawings come out the same on every start. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Beans strewn on the floor around an object, left and right of a gap in the middle. */
export function strewnBeans(seed: number, count: number, y = 655, gap = 150): string {
  const rnd = seeded(seed);
  const beans: string[] = [];
  for (let i = 0; i < count; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = 400 + side * (gap + rnd() * 70);
    beans.push(bean(Math.round(x), Math.round(y + rnd() * 40), Math.round(rnd() * 180), 0.9 + rnd() * 0.3));
  }
  return beans.join('');
}

/** The shop's mark: a sampan whose sail is a coffee bean. Drawn around (0, 0), about 100 units wide. */
export function sampanMark(
  x: number,
  y: number,
  size: number,
  colour: string = C.roast,
  sail: string = C.cherry,
): string {
  return [
    `<g transform="translate(${x} ${y}) scale(${size / 100})">`,
    `<path d="M-50 12Q0 22 50 12Q42 34 0 36Q-42 34-50 12Z" fill="${colour}"/>`,
    `<path d="M-4 10V-46" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`,
    `<g transform="translate(18 -18) rotate(14)"><ellipse rx="17" ry="26" fill="${sail}"/>`,
    '<path d="M2 -22C-9 -8 10 6 -2 22" stroke="#fff" stroke-opacity=".8" stroke-width="3.5" fill="none" stroke-linecap="round"/></g>',
    `<path d="M-40 46Q-30 40-20 46T0 46T20 46T40 46" stroke="${colour}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    '</g>',
  ].join('');
}
