import { art, doc, p, type SectionSeed } from './section-seed.ts';

export interface ClientSeed {
  nameEn: string;
  nameZh: string;
}

/** Businesses we brew for; their logos (client-logo-1, client-logo-2, … in this order) are drawn from these names. */
export const CLIENTS: readonly ClientSeed[] = [
  { nameEn: 'Quarry Bay Creative Lab', nameZh: '鰂魚涌創意實驗室' },
  { nameEn: 'Ap Lei Chau Boatyard Bistro', nameZh: '鴨脷洲船廠小館' },
  { nameEn: 'Wan Chai Legal Partners', nameZh: '灣仔律師行' },
  { nameEn: 'Lamma Island Yoga House', nameZh: '南丫島瑜伽屋' },
  { nameEn: 'Kowloon Bay Architects', nameZh: '九龍灣建築師事務所' },
  { nameEn: 'Harbourview Boutique Hotel', nameZh: '海景精品酒店' },
];

const WHOLESALE_LINK = 'mailto:wholesale@sampan.coffee';

export const BUSINESS_SECTIONS: readonly SectionSeed[] = [
  {
    key: 'corporate_corner',
    items: [
      {
        titleEn: 'Corporate Corner',
        titleZh: '企業咖啡服務',
        subtitleEn: 'Good coffee for the office, the event and the gift list',
        subtitleZh: '辦公室、活動及節日禮品的好咖啡',
        contentEn: doc(
          p(
            'From a ten-person studio in Quarry Bay to a law firm across three floors in Wan Chai, we look after the coffee of teams all over Hong Kong. We start with a tasting in your office, then set up what fits: beans on a schedule, the right equipment, and someone to call when the grinder misbehaves.',
          ),
          p('Write to wholesale@sampan.coffee with the size of your team and we will come and brew for you.'),
        ),
        contentZh: doc(
          p(
            '由鰂魚涌十人設計工作室，到灣仔橫跨三層的律師行，我們為全港不同團隊打理咖啡。我們會先到你的辦公室舉行試飲，再度身訂造合適的方案：定期送豆、合適的器材，以及磨豆機出狀況時隨時找得到的人。',
          ),
          p('請電郵至 wholesale@sampan.coffee，告訴我們團隊人數，我們會親自上門為你沖一杯。'),
        ),
        image: art('corporate-office'),
        imageAltEn: 'A team sharing filter coffee around an office table',
        imageAltZh: '團隊圍坐辦公室會議桌分享手沖咖啡',
        link: WHOLESALE_LINK,
      },
      {
        titleEn: 'Office coffee programme',
        titleZh: '辦公室咖啡計劃',
        contentEn: p(
          'Beans or drip bags delivered every week or fortnight, with a batch brewer and grinder on loan for teams of 15 or more, and a barista visit every quarter to keep things tasting right.',
        ),
        contentZh: p(
          '每週或每兩週送上咖啡豆或掛耳包；15人或以上的團隊可免費借用滴濾咖啡機和磨豆機，每季更有咖啡師上門調校及保養。',
        ),
        link: WHOLESALE_LINK,
      },
      {
        titleEn: 'Events and coffee carts',
        titleZh: '活動咖啡車',
        contentEn: p(
          'Our mobile espresso bar serves up to 300 drinks for launches, conferences and staff days, with oat milk and decaf always on board.',
        ),
        contentZh: p('流動咖啡吧可為產品發佈、會議及員工活動供應多達300杯飲品，燕麥奶和低因咖啡一定齊備。'),
        link: WHOLESALE_LINK,
      },
      {
        titleEn: 'Festive and corporate gifts',
        titleZh: '節日及企業禮品',
        contentEn: p(
          'Gift boxes for Lunar New Year, Mid-Autumn and Christmas, with your logo on the sleeve and a handwritten card. Order four weeks ahead for 50 boxes or more.',
        ),
        contentZh: p(
          '農曆新年、中秋及聖誕禮盒，可於外套印上公司標誌並附手寫心意卡。訂購50盒或以上，請提前四星期落單。',
        ),
        link: WHOLESALE_LINK,
      },
    ],
  },
  {
    key: 'corporate_corner_thumbnail',
    items: [
      {
        titleEn: 'Coffee for your team',
        titleZh: '為你的團隊沖一杯',
        subtitleEn: 'Office programmes, events and gifts',
        subtitleZh: '辦公室計劃、活動及禮品',
        image: art('corporate-office'),
        imageAltEn: 'An office pantry with a batch brewer and bags of our coffee',
        imageAltZh: '辦公室茶水間裡的滴濾咖啡機和我們的咖啡豆',
        link: '/corporate-corner',
      },
    ],
  },
  {
    key: 'client_logo',
    items: CLIENTS.map(({ nameEn, nameZh }, i) => ({
      titleEn: nameEn,
      titleZh: nameZh,
      image: art(`client-logo-${i + 1}`),
      imageAltEn: `${nameEn} logo`,
      imageAltZh: `${nameZh}標誌`,
    })),
  },
  {
    key: 'careers',
    items: [
      {
        titleEn: 'Work with us',
        titleZh: '加入我們',
        contentEn: doc(
          p(
            'We are a team of about twenty: roasters, baristas, packers and one very patient accountant. We pay above the industry average, train everyone on the clock, give a coffee allowance and five extra days of leave after two years, and we close on public holidays so the team can have them too.',
          ),
          p(
            'Send your CV and a few lines about the best coffee you have had to hello@sampan.coffee with the role in the subject. We reply to everyone.',
          ),
        ),
        contentZh: doc(
          p(
            '我們是一支約二十人的團隊：烘焙師、咖啡師、包裝同事，還有一位非常有耐性的會計。我們的薪酬高於業界平均，所有培訓都在工作時間內進行，另設咖啡津貼，服務滿兩年加五天年假；公眾假期我們休息，讓同事也可以放假。',
          ),
          p(
            '請把履歷連同幾句關於你喝過最好的一杯咖啡，電郵至 hello@sampan.coffee，並在標題註明應徵職位。每一封我們都會回覆。',
          ),
        ),
        image: art('careers-team'),
        imageAltEn: 'Our team laughing behind the Tai Hang counter',
        imageAltZh: '團隊在大坑店吧枱後談笑',
      },
      {
        titleEn: 'Barista',
        titleZh: '咖啡師',
        subtitleEn: 'Sheung Wan or Tai Hang · full time',
        subtitleZh: '上環或大坑 · 全職',
        contentEn: p(
          'At least a year behind an espresso machine, or less and a lot of curiosity. Cantonese and English; weekend shifts on rotation.',
        ),
        contentZh: p('具一年或以上咖啡吧經驗；經驗較淺但充滿好奇心亦歡迎。需說廣東話及英語，週末輪班。'),
      },
      {
        titleEn: 'Production Roaster Assistant',
        titleZh: '烘焙助理',
        subtitleEn: 'Kwun Tong roastery · full time',
        subtitleZh: '觀塘烘焙廠 · 全職',
        contentEn: p(
          'Weigh green coffee, run roasts under supervision, cup every batch and keep the roastery spotless. Able to lift 30 kg sacks.',
        ),
        contentZh: p('負責秤量生豆、在指導下操作烘豆機、每批杯測及保持烘焙廠整潔。需能搬運30公斤麻包袋。'),
      },
      {
        titleEn: 'Online Orders and Customer Care',
        titleZh: '網店訂單及客戶服務',
        subtitleEn: 'Kwun Tong · part time, weekdays',
        subtitleZh: '觀塘 · 兼職，平日',
        contentEn: p(
          'Pack orders, answer WhatsApp and email in English and Chinese, and make sure every parcel leaves on time.',
        ),
        contentZh: p('包裝訂單，以中英文回覆WhatsApp及電郵查詢，確保每個包裹準時出貨。'),
      },
    ],
  },
];
