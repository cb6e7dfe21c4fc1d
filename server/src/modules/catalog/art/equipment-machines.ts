import { coneDripper, glassServer } from './equipment-brewers.ts';
import { C, mix } from './palette.ts';
import { bean, roundedRect, shaded } from './props.ts';
import { SANS, text } from './svg-document.ts';

export function handGrinder(tone: string): string {
  let knurl = '';
  for (let x = 348; x <= 452; x += 8) knurl += `M${x} 390V520`;
  return [
    shaded('M340 300H460V612Q460 640 432 640H368Q340 640 340 612Z', tone),
    shaded('M336 384H464V526H336Z', C.roastSoft),
    `<path d="${knurl}" stroke="#000" stroke-opacity=".2" stroke-width="2"/>`,
    '<path d="M340 552H460" stroke="#000" stroke-opacity=".25" stroke-width="3"/>',
    `<ellipse cx="400" cy="300" rx="60" ry="10" fill="${mix(tone, '#ffffff', 0.35)}"/>`,
    `<path d="M400 290L588 246" stroke="${mix(tone, '#000000', 0.1)}" stroke-width="14" stroke-linecap="round"/>`,
    `<circle cx="400" cy="288" r="14" fill="${mix(tone, '#000000', 0.2)}"/>`,
    shaded(roundedRect(570, 160, 34, 92, 16), C.wood),
  ].join('');
}

export function electricGrinder(tone: string): string {
  return [
    shaded(roundedRect(300, 310, 200, 330, 22), tone),
    `<path d="${roundedRect(328, 470, 144, 150, 12)}" fill="${mix(tone, '#000000', 0.35)}"/>`,
    shaded('M360 540H440V604Q440 616 428 616H372Q360 616 360 604Z', '#B9BDBD'),
    '<path d="M390 470H410V500H390Z" fill="#1E1F22"/>',
    '<path d="M340 310L326 220H474L460 310Z" fill="#6E5A4C" fill-opacity=".55" stroke="#2A2B2E" stroke-width="3"/>',
    bean(372, 290, 30, 0.8, C.roast),
    bean(402, 296, -20, 0.8, C.roast),
    bean(430, 288, 70, 0.8, C.roast),
    bean(388, 268, 100, 0.8, C.roast),
    `<ellipse cx="400" cy="220" rx="74" ry="10" fill="${mix(tone, '#ffffff', 0.15)}"/>`,
    `<circle cx="400" cy="392" r="30" fill="#B9BDBD"/><path d="M400 392L418 372" stroke="${C.cherry}" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

function kettleBody(tone: string, drop: number): string {
  const d = (y: number) => y + drop;
  return [
    `<path d="M500 ${d(404)}H556Q578 ${d(404)} 578 ${d(426)}V${d(540)}Q578 ${d(562)} 556 ${d(562)}H512" stroke="${mix(tone, '#000000', 0.15)}" stroke-width="20" fill="none" stroke-linecap="round"/>`,
    `<path d="M292 ${d(560)}C230 ${d(540)} 214 ${d(420)} 200 ${d(364)}C196 ${d(340)} 180 ${d(334)} 160 ${d(348)}" stroke="${tone}" stroke-width="17" fill="none" stroke-linecap="round"/>`,
    shaded(
      `M300 ${d(372)}H500L518 ${d(598)}Q520 ${d(612)} 506 ${d(612)}H294Q280 ${d(612)} 282 ${d(598)}Z`,
      tone,
    ),
    shaded(`M316 ${d(374)}Q400 ${d(328)} 484 ${d(374)}Z`, mix(tone, '#ffffff', 0.1)),
    shaded(roundedRect(386, d(322), 28, 24, 8), C.wood),
  ].join('');
}

export function electricKettle(tone: string): string {
  return [
    kettleBody(tone, 0),
    shaded(roundedRect(262, 612, 276, 28, 10), mix(tone, '#000000', 0.2)),
    `<circle cx="400" cy="626" r="4" fill="${C.cherry}"/>`,
  ].join('');
}

export function stovetopKettle(tone: string): string {
  return [
    kettleBody(tone, 28),
    `<path d="M456 360V316" stroke="${C.roast}" stroke-width="5"/><circle cx="456" cy="306" r="16" fill="${C.white}" stroke="${C.roast}" stroke-width="4"/>`,
    `<path d="M456 306L464 298" stroke="${C.cherry}" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}

/** The scale with a dripper on a server, mid-brew, so it reads as a brewing scale. */
export function brewScale(tone: string): string {
  return [
    `<g transform="translate(400 582) scale(0.62) translate(-400 -640)">${glassServer('')}</g>`,
    `<g transform="translate(400 358) scale(0.52) translate(-400 -640)">${coneDripper(C.white)}</g>`,
    `<path d="M226 582H574L590 598H210Z" fill="${mix(tone, '#ffffff', 0.2)}"/>`,
    shaded(roundedRect(210, 596, 380, 44, 8), tone),
    `<path d="${roundedRect(346, 604, 108, 28, 4)}" fill="#15161A"/>`,
    text(400, 625, '18.0 g', { size: 18, fill: '#F2B35E', family: SANS }),
    `<circle cx="262" cy="618" r="7" fill="${mix(tone, '#ffffff', 0.3)}"/><circle cx="538" cy="618" r="7" fill="${mix(tone, '#ffffff', 0.3)}"/>`,
  ].join('');
}
