import { formatHkd } from '@shop/contract/money';
import { formatCreditCents } from '@shop/contract/shop-money';
import { CREDIT_EXCHANGE_OPTIONS, TIERS } from '../members/loyalty.data.ts';
import { art, lines, p, type SectionSeed } from './section-seed.ts';

const multiplier = (percent: number): string => `×${(percent / 100).toFixed(2)}`;

const tierLinesEn = TIERS.map(
  (t) =>
    `${t.nameEn}: ${t.minSpendCents === 0 ? 'from sign-up' : `from ${formatHkd(t.minSpendCents)} a year`}, Beans ${multiplier(t.multiplierPercent)}`,
);
const tierLinesZh = TIERS.map(
  (t) =>
    `${t.nameZh}：${t.minSpendCents === 0 ? '登記即享' : `全年消費滿${formatHkd(t.minSpendCents)}`}，積分${multiplier(t.multiplierPercent)}`,
);
const exchangeLinesEn = CREDIT_EXCHANGE_OPTIONS.map(
  (o) => `${o.fromAmount.toLocaleString('en-US')} Beans → ${formatCreditCents(o.toAmount * 100)} credit`,
);
const exchangeLinesZh = CREDIT_EXCHANGE_OPTIONS.map(
  (o) => `${o.fromAmount.toLocaleString('en-US')} 積分 → ${formatCreditCents(o.toAmount * 100)} 購物額`,
);

export const BENEFIT_SECTIONS: readonly SectionSeed[] = [
  {
    key: 'benefits',
    items: [
      {
        titleEn: 'Beans on every order',
        titleZh: '每張訂單賺積分',
        contentEn: p(
          'Members earn 1 Bean for every whole HK$1 paid, online or in our shops, as soon as the order is paid.',
        ),
        contentZh: p('會員每付款HK$1即賺取1個咖啡豆積分，網店及門市消費同樣適用，訂單付款後即時入賬。'),
        image: art('benefit-1'),
        imageAltEn: 'A paper bag of coffee with Beans spilling out',
        imageAltZh: '咖啡紙袋中滿瀉而出的咖啡豆',
        link: '/my-account',
      },
      {
        titleEn: 'Member tiers',
        titleZh: '會員級別',
        contentEn: lines(...tierLinesEn),
        contentZh: lines(...tierLinesZh),
        image: art('benefit-2'),
        imageAltEn: 'Three coffee cups growing from small to large',
        imageAltZh: '由小至大排列的三隻咖啡杯',
        link: '/my-account',
      },
      {
        titleEn: 'Credit shop',
        titleZh: '購物額兌換',
        contentEn: lines('Turn Beans into credit that pays for your next order:', ...exchangeLinesEn),
        contentZh: lines('把積分兌換成購物額，下次結帳直接抵扣：', ...exchangeLinesZh),
        image: art('benefit-3'),
        imageAltEn: 'Beans being poured into a piggy bank',
        imageAltZh: '咖啡豆倒進錢箱',
        link: '/credit-shop',
      },
      {
        titleEn: 'Birthday treat',
        titleZh: '生日禮遇',
        contentEn: p(
          'In your birthday month, show your member account and an ID at any of our bars and your drink is on us, whatever you order.',
        ),
        contentZh: p('生日月份到任何一家分店出示會員帳戶及身份證明，任點一杯飲品，由我們請客。'),
        image: art('benefit-4'),
        imageAltEn: 'A latte with a candle in the foam',
        imageAltZh: '奶泡上插著蠟燭的鮮奶咖啡',
        link: '/my-account',
      },
    ],
  },
];
