import type { Tone } from '../../../db/seed/catalog/catalog-seed.types.ts';
import type { RoastLevel } from '../catalog.tables.ts';

/** The shop's colours (design.md): warm paper, deep roast brown and one cherry-red accent. */
export const C = {
  paper: '#F6EFE4',
  label: '#FBF7EF',
  roast: '#3B2A21',
  roastSoft: '#5C4536',
  ink: '#2E211A',
  muted: '#8A7767',
  cherry: '#B8432F',
  leaf: '#4E7A4A',
  leafDark: '#36593A',
  jute: '#C9A877',
  wood: '#A8744A',
  sea: '#6F9DA6',
  white: '#FFFDF8',
} as const;

export const TONES: Record<Tone, string> = {
  ethiopia: '#E5B53B',
  kenya: '#9E2B32',
  rwanda: '#6E4E9E',
  burundi: '#C4506A',
  tanzania: '#7D9440',
  colombia: '#4C8B4F',
  brazil: '#BF8A2E',
  guatemala: '#2E7F7B',
  'costa-rica': '#E07A2F',
  panama: '#E8735E',
  'el-salvador': '#3D6FAA',
  peru: '#A65A3C',
  sumatra: '#7A3E6C',
  yunnan: '#4FA083',
  papua: '#2D6B8C',
  india: '#D9962B',
  harbour: '#2F5D7C',
  typhoon: '#4A4E5C',
  spring: '#D9677A',
  decaf: '#7E9C8A',
  morning: '#E9A25F',
  'lion-rock': '#8C6A4F',
  cold: '#5E9BB8',
  festive: '#B8432F',
  porcelain: '#FAF8F3',
  steel: '#B9BDBD',
  glass: '#DCE8E6',
  charcoal: '#34363A',
  sand: '#D8C3A0',
  cream: '#F1E6D2',
};

/** Whether text on this colour should be light, so labels stay readable on every tone. */
export function isDark(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b < 150;
}

/** Blends a colour toward another, for tints and shades of one tone. */
export function mix(hex: string, toward: string, amount: number): string {
  const a = Number.parseInt(hex.slice(1), 16);
  const b = Number.parseInt(toward.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

export const ROAST_NAMES: Record<RoastLevel, { en: string; zh: string; step: number }> = {
  light: { en: 'Light roast', zh: '淺焙', step: 1 },
  medium_light: { en: 'Medium-light roast', zh: '淺中焙', step: 2 },
  medium: { en: 'Medium roast', zh: '中焙', step: 3 },
  medium_dark: { en: 'Medium-dark roast', zh: '中深焙', step: 4 },
  dark: { en: 'Dark roast', zh: '深焙', step: 5 },
};

const MATERIALS: ReadonlySet<Tone> = new Set(['porcelain', 'steel', 'glass', 'charcoal', 'sand', 'cream']);

/** A pale backdrop for a product: its own colour, or the accent for equipment in plain materials. */
export function backdropTint(tone: Tone): string {
  return MATERIALS.has(tone) ? mix(C.cherry, C.paper, 0.78) : mix(TONES[tone], C.paper, 0.7);
}
