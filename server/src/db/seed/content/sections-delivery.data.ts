import { formatHkd } from '@shop/contract/money';
import type { FulfilmentMethod } from '../../../modules/lookups/lookups.tables.ts';
import { COUNTRIES } from '../lookups/countries.data.ts';
import {
  BOOKING_WINDOW_DAYS,
  DELIVERY_COUNTRIES,
  LEAD_TIME_DAYS,
  TIMESLOTS,
} from '../lookups/fulfilment.data.ts';
import { doc, lines, p, type SectionSeed } from './section-seed.ts';

/** Fees, slots and lead time come from the lookup seed, so this page always matches checkout. */
const feeLines = DELIVERY_COUNTRIES.map((d) => {
  const country = COUNTRIES.find((c) => c.isoCode === d.isoCode);
  if (!country) throw new Error(`delivery country ${d.isoCode} is not in the country list`);
  return {
    en: `${country.nameEn}: ${formatHkd(d.feeCents)}, free on orders of ${formatHkd(d.freeThresholdCents)} or more`,
    zh: `${country.nameZh}：${formatHkd(d.feeCents)}，訂單滿${formatHkd(d.freeThresholdCents)}免運費`,
  };
});

const slots = (method: FulfilmentMethod): string[] =>
  TIMESLOTS.filter((t) => t.method === method).map((t) => `${t.startTime}-${t.endTime}`);

const earliestEn = LEAD_TIME_DAYS === 1 ? 'tomorrow' : `${LEAD_TIME_DAYS} days from today`;
const earliestZh = LEAD_TIME_DAYS === 1 ? '翌日' : `${LEAD_TIME_DAYS}天後`;

export const DELIVERY_SECTIONS: readonly SectionSeed[] = [
  {
    key: 'delivery',
    items: [
      {
        titleEn: 'Choosing a date',
        titleZh: '選擇日期',
        contentEn: doc(
          p(
            `We roast and pack to order, so the earliest date you can choose at checkout is ${earliestEn}, and you can book up to ${BOOKING_WINDOW_DAYS} days ahead.`,
          ),
          p(
            'There are no deliveries or pickups on Hong Kong public holidays; those dates are greyed out at checkout.',
          ),
        ),
        contentZh: doc(
          p(`我們按單烘焙及包裝，結帳時最早可選${earliestZh}，最遲可預約${BOOKING_WINDOW_DAYS}天內的日子。`),
          p('香港公眾假期暫停送貨及自取，結帳時該等日期不能選擇。'),
        ),
      },
      {
        titleEn: 'Delivery fees',
        titleZh: '送貨收費',
        contentEn: lines(...feeLines.map((f) => f.en)),
        contentZh: lines(...feeLines.map((f) => f.zh)),
      },
      {
        titleEn: 'Delivery timeslots',
        titleZh: '送貨時段',
        contentEn: doc(
          lines(...slots('delivery')),
          p(
            'Hong Kong deliveries arrive within the slot you choose. Macau, Taiwan and Singapore parcels go by air courier: the date and slot are when they leave us, and they usually arrive 2 to 4 working days later. Any import duty is paid by the recipient.',
          ),
        ),
        contentZh: doc(
          lines(...slots('delivery')),
          p(
            '香港訂單會在所選時段內送達。澳門、台灣及新加坡的包裹以空運速遞寄出：所選日期及時段為出貨時間，一般於其後2至4個工作天送達。如有進口關稅，由收件人支付。',
          ),
        ),
      },
      {
        titleEn: 'Free pickup',
        titleZh: '免費自取',
        contentEn: doc(
          p(
            'Collect your order free of charge at our Sheung Wan or Tai Hang shops, or at the Kwun Tong roastery, in one of these slots:',
          ),
          lines(...slots('pickup')),
          p(
            'Please bring your order number. If someone else is collecting for you, forward them the confirmation email.',
          ),
        ),
        contentZh: doc(
          p('訂單可於上環店、大坑店或觀塘烘焙廠免費自取，自取時段如下：'),
          lines(...slots('pickup')),
          p('自取時請出示訂單編號；如由他人代取，請把確認電郵轉發給對方。'),
        ),
      },
      {
        titleEn: 'Typhoons and rainstorms',
        titleZh: '颱風及暴雨',
        contentEn: p(
          'When Typhoon Signal No. 8 or above or a Black Rainstorm Warning is in force, deliveries and pickups stop for everyone’s safety. We will contact you to arrange a new date at no extra cost.',
        ),
        contentZh: p(
          '八號或以上颱風信號或黑色暴雨警告生效期間，為保障各人安全，送貨及自取服務會暫停。我們會聯絡你另約日期，不另收費。',
        ),
      },
    ],
  },
];
