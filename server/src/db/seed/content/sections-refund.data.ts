import { p, type SectionSeed } from './section-seed.ts';

export const REFUND_SECTIONS: readonly SectionSeed[] = [
  {
    key: 'refund',
    items: [
      {
        titleEn: 'Our promise',
        titleZh: '我們的承諾',
        contentEn: p(
          'If something is not right with your order, tell us within 7 days of receiving it at hello@sampan.coffee or on WhatsApp, with your order number and a photo if it helps. We will put it right with a replacement or a refund; you will not have to argue with us.',
        ),
        contentZh: p(
          '如訂單有任何問題，請於收貨後7天內電郵至 hello@sampan.coffee 或透過WhatsApp聯絡我們，附上訂單編號，如有需要可附相片。我們會為你更換或退款，絕不推搪。',
        ),
      },
      {
        titleEn: 'Coffee and drip bags',
        titleZh: '咖啡豆及掛耳咖啡',
        contentEn: p(
          'Damaged in transit, the wrong item, or a bag that tastes wrong: we replace or refund it, and you do not need to send opened coffee back. Coffee is food, so we cannot take back opened bags because you changed your mind, but sealed bags can be exchanged at any of our shops within 7 days.',
        ),
        contentZh: p(
          '運送途中損壞、寄錯貨品，或咖啡味道明顯有問題，我們會更換或退款，已開封的咖啡無須寄回。咖啡屬食品，如只是改變主意，已開封的恕不退換；未開封的可於7天內到任何一家分店更換。',
        ),
      },
      {
        titleEn: 'Equipment',
        titleZh: '沖煮器具',
        contentEn: p(
          'Unused equipment in its original packaging can be returned within 14 days for a refund of the item price. Faulty equipment is covered by the maker’s warranty, usually 12 months; bring it to us and we will deal with the brand for you.',
        ),
        contentZh: p(
          '未使用並保留原裝包裝的器具，可於14天內退回並獲退回貨品價錢。如器具有故障，可享廠方保養（一般為12個月）；把器具帶來給我們，我們會代你與品牌跟進。',
        ),
      },
      {
        titleEn: 'How refunds are paid',
        titleZh: '退款方式',
        contentEn: p(
          'Cash is refunded the way you paid, by bank or FPS transfer, within 7 working days. Credit you used is returned to your account as credit, and the Beans the refunded items earned are taken back. If the whole order is cancelled, your coupon can be used again while it is still valid.',
        ),
        contentZh: p(
          '現金部分會按原付款方式，以銀行轉帳或轉數快於7個工作天內退回。已使用的購物額會退回你的帳戶，退款貨品所賺取的積分則會扣回。如整張訂單取消，優惠碼在有效期內可再次使用。',
        ),
      },
      {
        titleEn: 'Cancelling an order',
        titleZh: '取消訂單',
        contentEn: p(
          'You can cancel free of charge until 18:00 the day before your pickup or delivery date, when your coffee goes into the roaster. After that we can still change the date for you.',
        ),
        contentZh: p(
          '在自取或送貨日期前一天下午6時前（即咖啡豆進烘豆機之前），可免費取消訂單；之後我們仍可為你更改日期。',
        ),
      },
      {
        titleEn: 'Prepaid credit and classes',
        titleZh: '預付購物額及課程',
        contentEn: p(
          'Prepaid credit you bought can be refunded within 14 days if none of it has been used. Classes can be moved free of charge up to 48 hours before they start; after that we will try to fill your place and refund you if we can.',
        ),
        contentZh: p(
          '購買的預付購物額如未曾使用，可於14天內申請退款。課程可於開課前48小時或以前免費改期；之後如有人補上你的名額，我們會盡量為你退款。',
        ),
      },
    ],
  },
];
