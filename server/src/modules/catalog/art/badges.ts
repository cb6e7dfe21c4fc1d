import { type AwardSeed, awardAlt } from '../../../db/seed/content/sections-achievements.data.ts';
import type { ClientSeed } from '../../../db/seed/content/sections-business.data.ts';
import { C, mix, TONES } from './palette.ts';
import { bean, LIGHT_DEFS, roundedRect, sampanMark } from './props.ts';
import {
  escapeXml,
  fitSize,
  SANS,
  SERIF,
  svgDocument,
  type TextStyle,
  text,
  widthInEms,
} from './svg-document.ts';

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

// Awards and client logos are drawn from the content seed, so the pictures say what the page says.

/** Roughly how wide one character sets, in ems; narrower than widthInEms for spaces and punctuation. */
function glyphEms(char: string): number {
  if (char === ' ') return 0.3;
  if (/[’'.,:;!|Iil]/.test(char)) return 0.3;
  return widthInEms(char);
}

/** Splits words into `count` lines that set as evenly as possible; on a tie the first line is the shorter. */
function balance(words: readonly string[], count: number, spacingEms: number): string[] {
  if (count <= 1 || words.length <= 1) return [words.join(' ')];
  let best: string[] = [words.join(' ')];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut <= words.length - count + 1; cut++) {
    const lines = [words.slice(0, cut).join(' '), ...balance(words.slice(cut), count - 1, spacingEms)];
    const widest = Math.max(...lines.map((line) => widthInEms(line, spacingEms)));
    if (widest < bestWidth) [best, bestWidth] = [lines, widest];
  }
  return best;
}

interface Fitted {
  lines: string[];
  size: number;
}

/** The largest size up to `max` at which the words fit `width`, wrapping onto more lines before going below `min`. */
function fitLines(
  content: string,
  width: number,
  max: number,
  min: number,
  maxLines = 2,
  spacingEms = 0,
): Fitted {
  const words = content.split(/\s+/);
  let best: Fitted = { lines: [content], size: 0 };
  for (let count = 1; count <= Math.min(maxLines, words.length); count++) {
    const lines = balance(words, count, spacingEms);
    const widest = Math.max(...lines.map((line) => widthInEms(line, spacingEms)));
    const size = Math.min(max, Math.floor(width / widest));
    if (size >= min) return { lines, size };
    if (size > best.size) best = { lines, size };
  }
  return best;
}

type Row = { text: string; style: TextStyle; gap?: number } | { rule: number; stroke: string; gap?: number };

const rowHeight = (row: Row) => ('rule' in row ? 2 : Math.round(row.style.size * 1.18));

/** Rows of centred lettering, stacked and centred between top and bottom whatever wraps. */
function column(x: number, top: number, bottom: number, rows: readonly Row[]): string {
  let y = (top + bottom - rows.reduce((sum, row) => sum + rowHeight(row) + (row.gap ?? 0), 0)) / 2;
  return rows
    .map((row) => {
      y += row.gap ?? 0;
      const drawn =
        'rule' in row
          ? `<path d="M${x - row.rule / 2} ${Math.round(y + 1)}h${row.rule}" stroke="${row.stroke}" stroke-width="2"/>`
          : text(x, Math.round(y + row.style.size * 0.86), row.text, row.style);
      y += rowHeight(row);
      return drawn;
    })
    .join('');
}

/** One row per wrapped line, all in the same style. */
function rowsOf({ lines, size }: Fitted, style: Omit<TextStyle, 'size'>, gap = 0): Row[] {
  return lines.map((line, i) => ({ text: line, style: { ...style, size }, gap: i === 0 ? gap : 0 }));
}

const SMALL_WORDS = new Set(['of', 'the', 'and', 'for', 'in', 'on', '&']);

/** Initials of the words that carry a name, e.g. HKRC for Hong Kong Roasters’ Cup. */
function acronym(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => !SMALL_WORDS.has(word.toLowerCase()))
    .map((word) =>
      word
        .replace(/[^\p{L}\p{N}]/gu, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('');
}

/**
 * Lettering around a medal's rim, one glyph at a time: across the top reading clockwise, or across the
 * bottom reading left to right with the letters' tops toward the centre. A name too long for the rim
 * at `min` is cut to its initials.
 */
function rimText(
  cx: number,
  cy: number,
  r: number,
  content: string,
  where: 'top' | 'bottom',
  span: number,
  size: { max: number; min: number },
  fill: string,
): string {
  const spacing = 0.12;
  const ems = (s: string) => [...s].reduce((sum, char) => sum + glyphEms(char) + spacing, 0);
  const fits = (s: string) => Math.min(size.max, Math.floor((r * span) / ems(s)));
  const lettering = fits(content) >= size.min ? content : acronym(content);
  const px = fits(lettering);
  const dir = where === 'top' ? 1 : -1;
  let at = (where === 'top' ? -Math.PI / 2 : Math.PI / 2) - (dir * (ems(lettering) * px)) / r / 2;
  const glyphs: string[] = [];
  for (const char of lettering) {
    const advance = ((glyphEms(char) + spacing) * px) / r;
    const mid = at + (dir * advance) / 2;
    at += dir * advance;
    if (char === ' ') continue;
    const [x, y] = [(cx + r * Math.cos(mid)).toFixed(1), (cy + r * Math.sin(mid)).toFixed(1)];
    const turn = ((mid * 180) / Math.PI + 90 * dir).toFixed(1);
    glyphs.push(`<text x="${x}" y="${y}" transform="rotate(${turn} ${x} ${y})">${escapeXml(char)}</text>`);
  }
  return `<g font-family="${SANS}" font-size="${px}" font-weight="700" fill="${fill}" text-anchor="middle">${glyphs.join('')}</g>`;
}

/** An award's picture: lit from above and titled with its alt text in both languages. */
function awardDocument(award: AwardSeed, body: readonly string[]): string {
  const alt = awardAlt(award);
  return svgDocument({
    width: 400,
    height: 400,
    title: `${alt.en} · ${alt.zh}`,
    defs: LIGHT_DEFS,
    body: body.join(''),
  });
}

const METALS: Record<'gold' | 'silver', { metal: string; ribbon: string }> = {
  gold: { metal: '#E2B65A', ribbon: C.cherry },
  silver: { metal: '#C9CDD1', ribbon: TONES.harbour },
};

/** A struck medal on a ribbon: the competition around the rim, its Chinese name, the year and the prize inside. */
function medal(award: AwardSeed, kind: 'gold' | 'silver'): string {
  const { metal, ribbon } = METALS[kind];
  const [cx, cy] = [200, 222];
  const rim = mix(metal, '#000000', 0.16);
  const engraved = mix(metal, '#000000', 0.62);
  const leaf = mix(metal, '#000000', 0.3);
  let laurel = '';
  for (let i = 0; i < 6; i++) {
    const a = ((104 + i * 12) * Math.PI) / 180;
    const [x, y] = [Math.round(cx + Math.cos(a) * 106), Math.round(cy + Math.sin(a) * 106)];
    const turn = 104 + i * 12;
    laurel += `<ellipse cx="${x}" cy="${y}" rx="5" ry="11" transform="rotate(${turn} ${x} ${y})"/>`;
    laurel += `<ellipse cx="${400 - x}" cy="${y}" rx="5" ry="11" transform="rotate(${-turn} ${400 - x} ${y})"/>`;
  }
  const underside = award.category ?? award.prize;
  const prize = `${award.prize.zh} ${award.prize.en.toUpperCase()}`;
  return awardDocument(award, [
    `<path d="M290 0H230L172 100H232Z" fill="${mix(ribbon, '#000000', 0.25)}"/>`,
    `<path d="M110 0H170L228 100H168Z" fill="${ribbon}"/><path d="M133 0H147L205 100H191Z" fill="${C.paper}" fill-opacity=".85"/>`,
    `<circle cx="${cx}" cy="${cy}" r="158" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="128" fill="${metal}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="158" fill="url(#lit)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="122" fill="none" stroke="${engraved}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="1 7" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="156" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`,
    rimText(cx, cy, 137, award.competition.en.toUpperCase(), 'top', 3.5, { max: 22, min: 13 }, engraved),
    rimText(cx, cy, 150, `★ ${underside.en.toUpperCase()} ★`, 'bottom', 2.1, { max: 15, min: 10 }, engraved),
    `<g fill="${leaf}" fill-opacity=".8">${laurel}</g>`,
    column(cx, 138, 306, [
      {
        text: award.competition.zh,
        style: { size: fitSize(award.competition.zh, 180, 22), fill: engraved, family: SERIF, weight: 700 },
      },
      { rule: 48, stroke: engraved, gap: 8 },
      { text: `${award.year}`, style: { size: 66, fill: engraved, family: SERIF, weight: 700 }, gap: 2 },
      {
        text: prize,
        style: { size: fitSize(prize, 150, 20, 0.1), fill: engraved, weight: 700, spacing: 2 },
        gap: 2,
      },
    ]),
  ]);
}

/** A framed certificate with a wax-red rosette, for reaching a final. */
function certificate(award: AwardSeed): string {
  const ink = C.ink;
  const soft = C.muted;
  const competition = fitLines(award.competition.en, 250, 22, 17, 3);
  const points = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    const r = i % 2 === 0 ? 34 : 29;
    return `${(306 + Math.cos(a) * r).toFixed(1)} ${(284 + Math.sin(a) * r).toFixed(1)}`;
  });
  return awardDocument(award, [
    `<path d="M40 74H382V366H40Z" fill="${C.roast}" fill-opacity=".18"/>`,
    `<path d="M26 56H374V352H26Z" fill="${C.roast}"/><path d="M26 56H374V352H26Z" fill="url(#lit)"/>`,
    `<path d="M42 72H358V336H42Z" fill="${C.white}"/>`,
    `<path d="M54 84H346V324H54Z" fill="none" stroke="${C.jute}" stroke-width="3"/>`,
    `<path d="M60 90H340V318H60Z" fill="none" stroke="${C.jute}" stroke-width="1"/>`,
    column(200, 92, 268, [
      { text: 'CERTIFICATE · 證書', style: { size: 12, fill: soft, spacing: 3, weight: 700 } },
      {
        text: award.prize.en.toUpperCase(),
        style: {
          size: fitSize(award.prize.en.toUpperCase(), 250, 38, 0.08),
          fill: ink,
          family: SERIF,
          weight: 700,
          spacing: 3,
        },
        gap: 4,
      },
      { text: award.prize.zh, style: { size: 20, fill: C.cherry, family: SERIF, weight: 700, spacing: 4 } },
      { rule: 70, stroke: C.jute, gap: 6 },
      ...rowsOf(competition, { fill: ink, family: SERIF, italic: true }, 8),
      {
        text: award.competition.zh,
        style: { size: fitSize(award.competition.zh, 220, 17), fill: soft, family: SERIF },
        gap: 2,
      },
    ]),
    text(128, 296, `${award.year}`, { size: 22, fill: ink, family: SERIF, weight: 700 }),
    `<path d="M88 306H168" stroke="${soft}" stroke-width="1.5"/>`,
    `<path d="M292 300L280 348L294 340L302 354L308 304ZM320 300L332 348L318 340L310 354L304 304Z" fill="${C.cherry}"/>`,
    `<path d="M${points.join('L')}Z" fill="${C.cherry}"/><circle cx="306" cy="284" r="21" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`,
    sampanMark(306, 285, 30, C.paper, C.paper),
  ]);
}

/** An engraved brass plate screwed to a wooden board, for a readers' or guide's award. */
function plaque(award: AwardSeed): string {
  const brass = '#D9BA6E';
  const engraved = mix(brass, '#000000', 0.66);
  const wood = C.wood;
  const competition = fitLines(award.competition.en.toUpperCase(), 200, 15, 12, 2, 0.12);
  const prize = fitLines(award.prize.en, 186, 30, 20, 3);
  const category = award.category ? `${award.category.en.toUpperCase()} · ${award.category.zh}` : '';
  const grain = [90, 140, 230, 300]
    .map(
      (y, i) =>
        `<path d="M52 ${y}q75 ${i % 2 ? 8 : -8} 150 0t146 0" stroke="#000" stroke-opacity=".12" stroke-width="2" fill="none"/>`,
    )
    .join('');
  const screw = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="6" fill="${mix(brass, '#000000', 0.3)}"/><path d="M${x - 4} ${y}h8" stroke="${engraved}" stroke-width="1.5"/>`;
  return awardDocument(award, [
    `<path d="${roundedRect(58, 38, 300, 346, 20)}" fill="${C.roast}" fill-opacity=".2"/>`,
    `<path d="${roundedRect(48, 24, 304, 350, 20)}" fill="${mix(wood, '#000000', 0.25)}"/>`,
    `<path d="${roundedRect(56, 32, 288, 334, 14)}" fill="${wood}"/>${grain}`,
    `<path d="${roundedRect(48, 24, 304, 350, 20)}" fill="url(#lit)"/>`,
    `<path d="${roundedRect(82, 60, 236, 278, 6)}" fill="${brass}"/><path d="${roundedRect(82, 60, 236, 278, 6)}" fill="url(#lit)"/>`,
    `<path d="${roundedRect(92, 70, 216, 258, 3)}" fill="none" stroke="${engraved}" stroke-width="1.5"/>`,
    screw(96, 74),
    screw(304, 74),
    screw(96, 324),
    screw(304, 324),
    column(200, 84, 318, [
      ...rowsOf(competition, { fill: engraved, weight: 700, spacing: 2 }),
      {
        text: award.competition.zh,
        style: { size: fitSize(award.competition.zh, 180, 14), fill: engraved, spacing: 2 },
        gap: 2,
      },
      { rule: 60, stroke: engraved, gap: 8 },
      ...rowsOf(prize, { fill: engraved, family: SERIF, weight: 700 }, 10),
      {
        text: award.prize.zh,
        style: { size: fitSize(award.prize.zh, 190, 22), fill: engraved, family: SERIF, weight: 700 },
        gap: 2,
      },
      ...(category
        ? [
            {
              text: category,
              style: { size: fitSize(category, 190, 12, 0.1), fill: engraved, spacing: 1 },
              gap: 6,
            },
          ]
        : []),
      { text: `${award.year}`, style: { size: 40, fill: engraved, family: SERIF, weight: 700 }, gap: 8 },
    ]),
  ]);
}

/** The picture for an award of the content seed: a medal, a certificate or a plaque, as its kind says. */
export function awardArt(award: AwardSeed): string {
  switch (award.kind) {
    case 'gold':
    case 'silver':
      return medal(award, award.kind);
    case 'finalist':
      return certificate(award);
    case 'plaque':
      return plaque(award);
  }
}

// Client logos: one quiet grey, and six layouts so the strip reads as six different businesses.

const GREY = '#8C8580';
const GREY_DARK = '#6B6560';
const GREY_LIGHT = '#B4AEA9';

interface ClientName {
  en: string;
  zh: string;
  /** The name on two lines, as evenly as it splits: "Kowloon Bay" over "Architects". */
  lines: [string, string];
  /** The first letter of every word: KBA. */
  initials: string;
  /** The first letter of each line: KA. */
  monogram: string;
}

function clientName({ nameEn, nameZh }: ClientSeed): ClientName {
  const words = nameEn.split(/\s+/);
  const [first = nameEn, second = ''] = balance(words, 2, 0);
  const initials = acronym(nameEn);
  return {
    en: nameEn,
    zh: nameZh,
    lines: [first, second],
    initials,
    monogram: `${first.charAt(0)}${second.charAt(0)}`.toUpperCase(),
  };
}

type Look = (name: ClientName) => string;

/** A studio: a grid of initials beside the name in lower case. */
const gridLook: Look = ({ lines, initials }) => {
  const cells = [0, 1, 2, 3]
    .map((i) => {
      const [x, y] = [26 + (i % 2) * 44, 56 + Math.floor(i / 2) * 44];
      const letter = initials.charAt(i);
      return letter
        ? `<path d="M${x} ${y}h40v40h-40Z" fill="none" stroke="${GREY}" stroke-width="3"/>${text(x + 20, y + 29, letter, { size: 24, fill: GREY_DARK, weight: 700 })}`
        : `<path d="M${x} ${y}h40v40h-40Z" fill="${GREY}"/>`;
    })
    .join('');
  const size = Math.min(...lines.map((line) => fitSize(line.toLowerCase(), 230, 34)));
  return [
    cells,
    text(134, 96, lines[0].toLowerCase(), { size, fill: GREY_DARK, weight: 700, anchor: 'start' }),
    text(134, 96 + size + 4, lines[1].toLowerCase(), { size, fill: GREY, anchor: 'start' }),
  ].join('');
};

/** A restaurant: a serif monogram in a roundel, an italic name and a spaced line under it. */
const roundelLook: Look = ({ lines, monogram, zh }) => {
  const top = lines[0];
  const bottom = lines[1].toUpperCase();
  return [
    `<circle cx="74" cy="100" r="50" fill="none" stroke="${GREY}" stroke-width="4"/>`,
    `<circle cx="74" cy="100" r="42" fill="none" stroke="${GREY}" stroke-width="1.5"/>`,
    text(74, 108, monogram, { size: 30, fill: GREY_DARK, family: SERIF, italic: true, weight: 700 }),
    `<path d="M50 122q6-5 12 0t12 0t12 0t12 0" stroke="${GREY}" stroke-width="2" fill="none"/>`,
    text(140, 98, top, {
      size: fitSize(top, 240, 38),
      fill: GREY_DARK,
      family: SERIF,
      italic: true,
      anchor: 'start',
    }),
    text(142, 128, bottom, {
      size: fitSize(bottom, 236, 15, 0.3),
      fill: GREY,
      spacing: 5,
      anchor: 'start',
      weight: 700,
    }),
    text(142, 154, zh, { size: 14, fill: GREY_LIGHT, spacing: 3, anchor: 'start' }),
  ].join('');
};

/** A firm: a solid block with reversed initials, capitals over a hairline. */
const slabLook: Look = ({ lines, monogram }) => {
  const top = lines[0].toUpperCase();
  const bottom = lines[1].toUpperCase();
  return [
    `<path d="M28 58h84v84h-84Z" fill="${GREY_DARK}"/>`,
    text(70, 114, monogram, { size: fitSize(monogram, 70, 40), fill: '#FFFFFF', family: SERIF, weight: 700 }),
    text(130, 96, top, {
      size: fitSize(top, 244, 32, 0.12),
      fill: GREY_DARK,
      family: SERIF,
      spacing: 4,
      anchor: 'start',
    }),
    `<path d="M131 110H372" stroke="${GREY_LIGHT}" stroke-width="1.5"/>`,
    text(131, 136, bottom, { size: fitSize(bottom, 240, 15, 0.4), fill: GREY, spacing: 6, anchor: 'start' }),
  ].join('');
};

/** A studio for body and mind: a soft circle above the name in light lower case, centred. */
const haloLook: Look = ({ en, zh, initials }) => {
  const name = en.toLowerCase();
  return [
    `<circle cx="200" cy="56" r="32" fill="${GREY_LIGHT}"/>`,
    `<circle cx="200" cy="56" r="32" fill="none" stroke="${GREY}" stroke-width="2" stroke-dasharray="4 6"/>`,
    text(200, 68, initials.charAt(0).toLowerCase(), {
      size: 36,
      fill: '#FFFFFF',
      family: SERIF,
      italic: true,
    }),
    text(200, 132, name, { size: fitSize(name, 350, 32, 0.04), fill: GREY_DARK, spacing: 1 }),
    text(200, 164, zh, { size: 16, fill: GREY, spacing: 6 }),
  ].join('');
};

/** A practice of architects: bold initials on a bar, a rule, and the name set wide. */
const barLook: Look = ({ lines, initials }) => {
  const mark = initials.slice(0, 3);
  const markSize = fitSize(mark, 104, 44);
  const markWidth = Math.round(widthInEms(mark) * markSize);
  const rule = 28 + markWidth + 18;
  const top = lines[0].toUpperCase();
  const bottom = lines[1].toUpperCase();
  const width = 372 - rule - 18;
  return [
    text(28, 112, mark, { size: markSize, fill: GREY_DARK, weight: 700, anchor: 'start' }),
    `<path d="M28 124h${markWidth}v8h-${markWidth}Z" fill="${GREY}"/>`,
    `<path d="M${rule} 60V140" stroke="${GREY_LIGHT}" stroke-width="2"/>`,
    text(rule + 18, 96, top, { size: fitSize(top, width, 20, 0.3), fill: GREY, spacing: 6, anchor: 'start' }),
    text(rule + 18, 126, bottom, {
      size: fitSize(bottom, width, 22, 0.3),
      fill: GREY_DARK,
      spacing: 6,
      weight: 700,
      anchor: 'start',
    }),
  ].join('');
};

/** A hotel: a diamond crest over spaced capitals, the trade between hairlines and the Chinese name. */
const crestLook: Look = ({ lines, zh, en }) => {
  const top = lines[0].toUpperCase();
  const bottom = lines[1].toUpperCase();
  const bottomSize = fitSize(bottom, 200, 13, 0.4);
  const half = Math.round((widthInEms(bottom, 0.4) * bottomSize) / 2) + 12;
  return [
    `<path d="M200 14L234 48L200 82L166 48Z" fill="none" stroke="${GREY}" stroke-width="3"/>`,
    `<path d="M200 24L224 48L200 72L176 48Z" fill="${GREY}"/>`,
    text(200, 58, en.charAt(0).toUpperCase(), { size: 26, fill: '#FFFFFF', family: SERIF }),
    text(200, 124, top, { size: fitSize(top, 340, 30, 0.2), fill: GREY_DARK, family: SERIF, spacing: 6 }),
    `<path d="M${200 - half - 40} 145h40M${200 + half} 145h40" stroke="${GREY_LIGHT}" stroke-width="1.5"/>`,
    text(200, 150, bottom, { size: bottomSize, fill: GREY, spacing: 5 }),
    text(200, 182, zh, { size: 15, fill: GREY, spacing: 4 }),
  ].join('');
};

const LOOKS: readonly Look[] = [gridLook, roundelLook, slabLook, haloLook, barLook, crestLook];

/** A client's logo from its name in the content seed; the n-th client gets the n-th layout. */
export function clientLogo(client: ClientSeed, index: number): string {
  const name = clientName(client);
  const look = LOOKS[index % LOOKS.length]!;
  return svgDocument({
    width: 400,
    height: 200,
    title: `${client.nameEn} (client) · 客戶：${client.nameZh}`,
    body: look(name),
  });
}

/** The shop's mark on its own, for the header and the favicon. */
export const logo = () =>
  svgDocument({
    width: 240,
    height: 240,
    title: 'Sampan Coffee · 舢舨咖啡',
    body: sampanMark(120, 128, 190),
  });
