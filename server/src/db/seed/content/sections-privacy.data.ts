import { p, type SectionSeed } from './section-seed.ts';

export const PRIVACY_SECTIONS: readonly SectionSeed[] = [
  {
    key: 'privacy_policy',
    items: [
      {
        titleEn: 'Who we are',
        titleZh: '關於我們',
        contentEn: p(
          'Sampan Coffee Limited is the data user of the personal data collected through this website and our shops. We handle it in line with the Personal Data (Privacy) Ordinance (Cap. 486) and its six data protection principles.',
        ),
        contentZh: p(
          '舢舨咖啡有限公司是透過本網站及各分店所收集個人資料的資料使用者。我們按照《個人資料（私隱）條例》（第486章）及其六項保障資料原則處理你的個人資料。',
        ),
      },
      {
        titleEn: 'What we collect',
        titleZh: '我們收集的資料',
        contentEn: p(
          'Your name, email, phone number and country; your delivery and billing addresses; your gender if you choose to give it; your orders, Beans and credit history. Payment by transfer is handled by your bank: we never see or store card details.',
        ),
        contentZh: p(
          '你的姓名、電郵、電話號碼及國家或地區；送貨及帳單地址；你自願提供的性別；以及訂單、積分和購物額紀錄。轉帳付款由你的銀行處理，我們不會接觸或儲存任何信用卡資料。',
        ),
      },
      {
        titleEn: 'Why we collect it',
        titleZh: '收集目的',
        contentEn: p(
          'To take, pack, deliver and support your orders; to run your membership, Beans and credit; to send the one-time codes and emails you ask for; to keep the accounts the law requires; and, only if you agree, to tell you about new coffees, classes and offers. Giving the data marked as required is necessary to place an order; everything else is up to you.',
        ),
        contentZh: p(
          '用於處理、包裝、送遞訂單及提供售後支援；管理你的會員資格、積分及購物額；發送你要求的一次性驗證碼及電郵；按法律要求保存帳目；以及在你同意的情況下，通知你新咖啡、課程及優惠消息。標明必填的資料是落單所必需的，其餘均由你自行決定是否提供。',
        ),
      },
      {
        titleEn: 'Direct marketing',
        titleZh: '直接促銷',
        contentEn: p(
          'We will only use your name, email and phone number for direct marketing if you tick the box to receive it. You can change your mind at any time, free of charge, through the unsubscribe link in any email or by writing to us, and we will stop.',
        ),
        contentZh: p(
          '只有在你剔選同意接收推廣資訊後，我們才會使用你的姓名、電郵及電話號碼作直接促銷。你可隨時透過電郵內的取消訂閱連結或聯絡我們，免費撤回同意，我們會即時停止。',
        ),
      },
      {
        titleEn: 'Who we share it with',
        titleZh: '資料轉移',
        contentEn: p(
          'Only with the people who help us serve you: couriers, our email and SMS providers, our hosting provider and our bank. Some of them process data outside Hong Kong, for example couriers delivering to Macau, Taiwan and Singapore. We never sell personal data or pass it to anyone for their own marketing.',
        ),
        contentZh: p(
          '我們只會把資料提供給協助我們服務你的機構：速遞公司、電郵及短訊服務供應商、寄存服務供應商和銀行。部分機構或會在香港以外處理資料，例如負責澳門、台灣及新加坡送貨的速遞公司。我們絕不出售個人資料，亦不會提供予任何人作其自身推廣用途。',
        ),
      },
      {
        titleEn: 'How long we keep it',
        titleZh: '保存期限',
        contentEn: p(
          'Your account data stays until you ask us to close the account. Order and payment records are kept for 7 years because tax law requires it. One-time codes and password reset links expire within an hour.',
        ),
        contentZh: p(
          '帳戶資料會保存至你要求關閉帳戶為止。訂單及付款紀錄按稅務法例要求保存7年。一次性驗證碼及重設密碼連結會在一小時內失效。',
        ),
      },
      {
        titleEn: 'Security, cookies and local storage',
        titleZh: '資料保安、Cookies 及本機儲存',
        contentEn: p(
          'The site is served over HTTPS, passwords are stored only as one-way hashes, and only staff who need your data can see it. Your browser keeps your language, your cart and your sign-in so the shop works; we use no advertising trackers.',
        ),
        contentZh: p(
          '本網站全程以HTTPS加密傳輸，密碼只以單向雜湊形式儲存，只有工作上需要的同事才可查閱你的資料。你的瀏覽器會記住語言、購物車及登入狀態，讓網店正常運作；我們不使用任何廣告追蹤工具。',
        ),
      },
      {
        titleEn: 'Access and correction',
        titleZh: '查閱及更正資料',
        contentEn: p(
          'You have the right to ask for a copy of your personal data and to have it corrected. Write to our Data Protection Officer at hello@sampan.coffee or at our Kwun Tong address. We will reply within 40 days, and may charge a fee that is not excessive for copying.',
        ),
        contentZh: p(
          '你有權要求查閱及更正你的個人資料。請致函或電郵至 hello@sampan.coffee，收件人為保障資料主任，或寄往我們的觀塘地址。我們會在40天內回覆，或會就複製資料收取不超乎適度的費用。',
        ),
      },
    ],
  },
];
