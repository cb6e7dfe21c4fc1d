import type { CoffeeSeed, PackLabel } from '../../../db/seed/catalog/catalog-seed.types.ts';
import type { RoastLevel } from '../catalog.tables.ts';
import { labelCard, packLabel, placed } from './pack-label.ts';
import { C } from './palette.ts';
import { shaded } from './props.ts';
import { fitSize, SERIF, text } from './svg-document.ts';

export const POUCH = 'M246 168H554L560 596Q562 636 546 640H254Q238 636 240 596Z';

/** A matte stand-up pouch with a crimped top seal and tear notches, the same for every coffee. */
export function pouch(): string {
  let crimp = '';
  for (let x = 254; x <= 546; x += 7) crimp += `M${x} 176v24`;
  return [
    shaded(POUCH, C.roast),
    `<path d="${crimp}" stroke="#000" stroke-opacity=".28" stroke-width="2"/>`,
    '<path d="M246 207H554" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>',
    `<path d="M245 210l11 5-11 5ZM555 210l-11 5 11 5Z" fill="${C.paper}"/>`,
    '<path d="M256 616Q400 630 544 616" stroke="#000" stroke-opacity=".25" stroke-width="2" fill="none"/>',
  ].join('');
}

export function bagFront(label: PackLabel, tone: string, roast?: RoastLevel): string {
  return [
    pouch(),
    `<circle cx="400" cy="244" r="17" fill="${C.roastSoft}"/><circle cx="400" cy="244" r="9" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="2"/>`,
    placed(272, 286, 1, packLabel(label, tone, roast)),
  ].join('');
}

const RECIPES: Record<RoastLevel, string> = {
  light: '1:16 · 93°C',
  medium_light: '1:16 · 92°C',
  medium: '1:15 · 91°C',
  medium_dark: '1:15 · 89°C',
  dark: '1:15 · 88°C',
};

/** The back of the bag: the seam, and a label with the tasting notes in both languages. */
export function bagBack(coffee: CoffeeSeed, tone: string): string {
  const en = coffee.notes.en.split(/,\s*/);
  const zh = coffee.notes.zh.split('、');
  const notes = en.map((note, i) => {
    const y = 86 + i * 50;
    return (
      text(128, y, note, { size: fitSize(note, 224, 22), fill: C.ink, family: SERIF, italic: true }) +
      text(128, y + 21, zh[i] ?? '', { size: 15, fill: C.roastSoft, family: SERIF })
    );
  });
  const process = `${coffee.process.en} · ${coffee.process.zh}`;
  const line = (y: number, content: string, fill: string) =>
    text(128, y, content, { size: fitSize(content, 224, 12.5), fill });
  return [
    pouch(),
    '<path d="M394 208H406V638H394Z" fill="#fff" fill-opacity=".07"/>',
    placed(
      272,
      262,
      1,
      [
        labelCard(330, 44, tone, 'Tasting notes · 風味'),
        ...notes,
        `<path d="M64 226H192" stroke="${tone}" stroke-width="2.5"/>`,
        line(248, coffee.origin.en, C.ink),
        line(266, coffee.origin.zh, C.ink),
        line(288, process, C.roastSoft),
        text(128, 314, `BREW 沖煮 ${RECIPES[coffee.roast]}`, { size: 11, fill: C.muted, spacing: 1 }),
      ].join(''),
    ),
  ].join('');
}
