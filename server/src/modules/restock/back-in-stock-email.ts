import type { ShopInfo } from '@shop/contract/lookups/lookups.calls';
import type { StockNotifyLanguage } from '@shop/contract/restock/stock-notify.calls';
import type { NewMessage } from '../messages/index.ts';

export interface BackInStock {
  to: string;
  language: StockNotifyLanguage;
  /** The variant's name in the request's language ("Kochere (250 g, Whole bean)"). */
  name: string;
  productLink: string;
}

/** The one email a request gets, in the language it was made in, with the link to the product. */
export function backInStockEmail(shop: ShopInfo, mail: BackInStock): NewMessage {
  if (mail.language === 'zh-HK')
    return {
      channel: 'email',
      to: mail.to,
      subject: `${shop.name_zh}：${mail.name}已經補貨`,
      body: [
        `好消息：你登記過的${mail.name}已經補貨。`,
        `立即查看及訂購：${mail.productLink}`,
        '存貨有限，售完即止。我們只會通知你這一次；如之後再次售罄，可在產品頁面再登記。',
        '',
        `${shop.name_zh} · ${shop.phone}`,
      ].join('\n'),
    };
  return {
    channel: 'email',
    to: mail.to,
    subject: `${shop.name_en}: ${mail.name} is back in stock`,
    body: [
      `Good news: ${mail.name}, which you asked about, is back in stock.`,
      `See it and order: ${mail.productLink}`,
      'Stock is limited. This is the only email we send about it; if it sells out again, you can ask again on its page.',
      '',
      `${shop.name_en} · ${shop.phone}`,
    ].join('\n'),
  };
}
