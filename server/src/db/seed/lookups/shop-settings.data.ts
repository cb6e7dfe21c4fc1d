import type { ShopSettings } from '../../../modules/lookups/index.ts';
import { BOOKING_WINDOW_DAYS, LEAD_TIME_DAYS } from './fulfilment.data.ts';

export interface ShopNameOptions {
  shopNameEn?: string | undefined;
  shopNameZh?: string | undefined;
}

export function shopSettings(options: ShopNameOptions): ShopSettings {
  return {
    shop: {
      name_en: options.shopNameEn ?? 'Sampan Coffee',
      name_zh: options.shopNameZh ?? '舢舨咖啡',
      tagline_en: 'Small-batch specialty coffee, roasted in Kwun Tong',
      tagline_zh: '觀塘小批烘焙 · 精品咖啡',
      email: 'hello@sampan.coffee',
      wholesale_email: 'wholesale@sampan.coffee',
      phone: '+852 2345 6789',
      address_en:
        'Unit 1103, 11/F, Hoi Bun Industrial Building, 6 Wing Yip Street, Kwun Tong, Kowloon, Hong Kong',
      address_zh: '香港九龍觀塘榮業街6號海濱工業大廈11樓1103室',
      social_links: [
        { network: 'instagram', url: 'https://www.instagram.com/sampancoffee' },
        { network: 'facebook', url: 'https://www.facebook.com/sampancoffee' },
        { network: 'youtube', url: 'https://www.youtube.com/@sampancoffee' },
        { network: 'whatsapp', url: 'https://wa.me/85223456789' },
      ],
      bank_transfer: {
        bank_name_en: 'The Hongkong and Shanghai Banking Corporation (HSBC)',
        bank_name_zh: '香港上海滙豐銀行',
        account_name: 'Sampan Coffee Limited',
        account_number: '004-512-345678-838',
        fps_id: '1234567',
      },
    },
    lead_time_days: LEAD_TIME_DAYS,
    booking_window_days: BOOKING_WINDOW_DAYS,
    /** The demo shop's FPS ID, which the QR codes of unpaid transfer and FPS orders pay. */
    fps_proxy: '1234567',
  };
}
