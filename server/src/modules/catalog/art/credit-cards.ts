import { formatCreditCents } from '@shop/contract/shop-money';
import {
  type CashCreditSeed,
  CREDIT_VALUE_CENTS,
  type CreditExchangeSeed,
} from '../../../db/seed/members/loyalty.data.ts';
import { C, mix } from './palette.ts';
import { bean, LIGHT_DEFS, roundedRect, sampanMark, seeded } from './props.ts';
import { fitSize, SANS, SERIF, svgDocument, text } from './svg-document.ts';

const count = new Intl.NumberFormat('en-HK');
const hkd = (cents: number) => `HK$${count.format(cents / 100)}`;

function card(title: string, colour: string, big: string, line: string, foot: string, seed: number): string {
  const rnd = seeded(seed);
  const beans = Array.from({ length: 9 }, () =>
    bean(
      Math.round(320 + rnd() * 200),
      Math.round(150 + rnd() * 300),
      Math.round(rnd() * 180),
      1.6,
      mix(colour, '#000000', 0.25),
    ),
  ).join('');
  return svgDocument({
    width: 600,
    height: 600,
    title,
    defs: `${LIGHT_DEFS}<clipPath id="card"><path d="${roundedRect(60, 130, 480, 340, 28)}"/></clipPath>`,
    body: [
      `<rect width="600" height="600" fill="${C.paper}"/>`,
      `<ellipse cx="300" cy="490" rx="250" ry="22" fill="url(#shadow)"/>`,
      `<g clip-path="url(#card)"><path d="M60 130H540V470H60Z" fill="${colour}"/>${beans}<path d="M60 130H540V470H60Z" fill="url(#lit)"/></g>`,
      sampanMark(120, 190, 70, C.paper, C.paper),
      text(100, 340, big, {
        size: fitSize(big, 400, 88),
        fill: C.paper,
        family: SERIF,
        anchor: 'start',
        weight: 700,
      }),
      text(102, 392, line, { size: 24, fill: C.paper, family: SANS, anchor: 'start', spacing: 2 }),
      text(102, 440, foot, { size: 16, fill: mix(C.paper, colour, 0.25), anchor: 'start', spacing: 2 }),
    ].join(''),
  });
}

/** A credit shop card for exchanging Beans, from the lookups of the members seed so the two agree. */
export function beanCard({ fromAmount, toAmount }: CreditExchangeSeed, seed: number): string {
  const beans = count.format(fromAmount);
  const credit = formatCreditCents(toAmount * CREDIT_VALUE_CENTS);
  return card(
    `${beans} Beans for ${credit} credit · ${beans} 咖啡豆積分換 ${credit} 購物額`,
    C.roast,
    beans,
    'BEANS · 咖啡豆積分',
    `= ${credit} CREDIT · 購物額`,
    seed,
  );
}

export function cashCard({ priceCents, creditAmount }: CashCreditSeed, seed: number): string {
  const credit = formatCreditCents(creditAmount * CREDIT_VALUE_CENTS);
  const price = hkd(priceCents);
  return card(
    `${credit} credit for ${price} · ${price} 換 ${credit} 購物額`,
    C.cherry,
    credit,
    'CREDIT · 購物額',
    `FOR ${price} · 只需 ${price}`,
    seed,
  );
}
