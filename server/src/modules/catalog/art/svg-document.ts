export const SERIF = "Georgia, 'Noto Serif CJK TC', serif";
export const SANS = "'Helvetica Neue', Arial, 'Noto Sans CJK TC', sans-serif";

export interface SvgSpec {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
}

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A standalone SVG file: sized, titled for screen readers, with no external references. */
export function svgDocument({ width, height, title, defs = '', body }: SvgSpec): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="art-title">`,
    `<title id="art-title">${escapeXml(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
  ].join('');
}

export interface TextStyle {
  size: number;
  fill: string;
  family?: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  spacing?: number;
  italic?: boolean;
}

export function text(x: number, y: number, content: string, s: TextStyle): string {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${s.family ?? SANS}"`,
    `font-size="${s.size}"`,
    `fill="${s.fill}"`,
    `text-anchor="${s.anchor ?? 'middle'}"`,
    s.weight ? `font-weight="${s.weight}"` : '',
    s.spacing ? `letter-spacing="${s.spacing}"` : '',
    s.italic ? 'font-style="italic"' : '',
  ];
  return `<text ${attrs.filter(Boolean).join(' ')}>${escapeXml(content)}</text>`;
}

/** Roughly how wide a line sets, in ems: CJK glyphs are square, Latin ones about half as wide. */
export function widthInEms(content: string, spacingEms = 0): number {
  let ems = 0;
  for (const char of content) {
    const cjk = /[\u3000-\u9fff\uff00-\uffef]/.test(char);
    ems += (cjk ? 1 : /[A-Z0-9]/.test(char) ? 0.68 : 0.52) + spacingEms;
  }
  return ems;
}

/** The largest font size up to `max` at which the line fits `width`, since labels carry names of any length. */
export function fitSize(content: string, width: number, max: number, spacingEms = 0): number {
  return Math.min(max, Math.floor(width / Math.max(widthInEms(content, spacingEms), 1)));
}
