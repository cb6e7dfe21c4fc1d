import { p, type SectionSeed } from './section-seed.ts';

export const TERMS_SECTIONS: readonly SectionSeed[] = [
  {
    key: 'terms_of_service',
    items: [
      {
        titleEn: 'About these terms',
        titleZh: '關於本條款',
        contentEn: p(
          'This shop is run by Sampan Coffee Limited, a company incorporated in Hong Kong, of Unit 1103, 11/F, Hoi Bun Industrial Building, 6 Wing Yip Street, Kwun Tong. These terms apply to every order placed on this website. The version in force when you place an order is the one that applies to it.',
        ),
        contentZh: p(
          '本網店由舢舨咖啡有限公司營運，該公司於香港註冊成立，地址為九龍觀塘榮業街6號海濱工業大廈11樓1103室。本條款適用於在本網站落的每一張訂單，並以落單時生效的版本為準。',
        ),
      },
      {
        titleEn: 'Orders and prices',
        titleZh: '訂單及價格',
        contentEn: p(
          'Prices are in Hong Kong dollars and include everything except delivery, which is shown before you pay. Your order is accepted when we send the confirmation email. If a price on the site is plainly wrong, we will contact you before taking any payment, and you may cancel.',
        ),
        contentZh: p(
          '所有價格以港幣計算，除運費外已包括所有費用，運費會在付款前列明。我們發出確認電郵後，訂單即告成立。如網站上的價格明顯出錯，我們會在收款前聯絡你，你可選擇取消訂單。',
        ),
      },
      {
        titleEn: 'Payment',
        titleZh: '付款',
        contentEn: p(
          'You can pay at the shop when you pick up, or by bank or FPS transfer. Orders waiting for a transfer are held for 2 working days and then released. An order paid in full with credit is confirmed at once.',
        ),
        contentZh: p(
          '你可於自取時在店內付款，或以銀行轉帳或轉數快付款。等候轉帳的訂單會保留2個工作天，逾期將自動取消。全數以購物額支付的訂單會即時確認。',
        ),
      },
      {
        titleEn: 'Membership, Beans and credit',
        titleZh: '會員、積分及購物額',
        contentEn: p(
          'Members earn 1 Bean for each whole HK$1 of cash paid, multiplied by their tier’s multiplier, once an order is paid. Beans have no cash value and can only be exchanged for credit in the credit shop. One credit pays HK$1 at checkout; credit cannot be exchanged for cash (except prepaid credit under our refund policy) or moved to another account. Beans and credit from a cancelled or refunded order are reversed. We may correct mistakes in a balance and close accounts used to abuse these schemes.',
        ),
        contentZh: p(
          '訂單付款後，會員每付現金HK$1可賺取1個咖啡豆積分，再乘以所屬級別的倍數。積分沒有現金價值，只可在購物額兌換頁換成購物額。每1購物額於結帳時可抵HK$1；購物額不可兌換現金（按退款政策退回的預付購物額除外），亦不可轉讓至其他帳戶。訂單取消或退款時，相關積分及購物額會被撥回。如結餘出錯，我們有權更正；如有人濫用上述計劃，我們有權終止其帳戶。',
        ),
      },
      {
        titleEn: 'Coupons',
        titleZh: '優惠碼',
        contentEn: p(
          'Coupons are for members, one per order, under the conditions shown with each code (minimum spend, dates, products). They have no cash value and cannot be combined.',
        ),
        contentZh: p(
          '優惠碼只供會員使用，每張訂單限用一個，並須符合各優惠碼列明的條件（最低消費、有效日期及適用產品）。優惠碼沒有現金價值，亦不可與其他優惠碼同時使用。',
        ),
      },
      {
        titleEn: 'Pickup and delivery',
        titleZh: '自取及送貨',
        contentEn: p(
          'Dates, timeslots and fees are set out on our delivery page. If nobody is available to receive a delivery, the courier will call you; a second delivery attempt may carry the delivery fee again. Uncollected pickup orders are kept for 7 days.',
        ),
        contentZh: p(
          '日期、時段及運費詳見送貨資訊頁。如送貨時無人收件，速遞員會致電聯絡你；再次派送或需另付運費。未領取的自取訂單會保留7天。',
        ),
      },
      {
        titleEn: 'Allergens and our liability',
        titleZh: '致敏原及責任',
        contentEn: p(
          'Our roastery and bars handle milk, soy, oats and nuts. Nothing in these terms limits your rights under Hong Kong law, including the Sale of Goods Ordinance; beyond those rights, our liability for an order is limited to the amount you paid for it.',
        ),
        contentZh: p(
          '我們的烘焙廠及咖啡店會處理牛奶、大豆、燕麥及果仁。本條款並不限制你根據香港法律（包括《貨品售賣條例》）享有的權利；除此以外，我們就任何訂單的責任以該訂單的付款金額為限。',
        ),
      },
      {
        titleEn: 'Law and language',
        titleZh: '適用法律及語言',
        contentEn: p(
          'These terms are governed by the laws of the Hong Kong Special Administrative Region, and the Hong Kong courts may hear any dispute. If the English and Chinese versions differ, the English version prevails.',
        ),
        contentZh: p(
          '本條款受香港特別行政區法律管轄，任何爭議可由香港法院審理。中英文版本如有歧異，以英文版本為準。',
        ),
      },
    ],
  },
];
