import { CATEGORIES, categoryImage } from '../catalog/categories.data.ts';
import { art, doc, p, type SectionSeed } from './section-seed.ts';

/** Subtitles for the catalog's top categories; names and art come from the catalog seed itself. */
const TILE_SUBTITLES: Readonly<Record<string, readonly [string, string]>> = {
  'single-origins': ['One farm, one harvest, one clear voice', '一個莊園、一季收成，味道清楚分明'],
  blends: ['Built for espresso and milk, steady every day', '為意式濃縮及奶咖而設，天天穩定'],
  'drip-bags': ['Hand-brew quality with just a kettle', '有熱水就有一杯好手沖'],
  capsules: ['Specialty coffee for your capsule machine', '膠囊機也能沖出精品咖啡'],
  equipment: ['Drippers, grinders and kettles we use ourselves', '我們自己天天在用的濾杯、磨豆機及手沖壺'],
  merchandise: ['Mugs, totes and tumblers from our shops', '店裡的馬克杯、帆布袋和隨行杯'],
  'gift-sets': ['Ready to give, with a handwritten card', '附手寫心意卡，送禮自用皆宜'],
};

export const HOME_SECTIONS: readonly SectionSeed[] = [
  {
    key: 'home_banner',
    items: [
      {
        titleEn: 'Roasted by the harbour, brewed at home',
        titleZh: '海港旁烘焙，在家慢慢沖',
        subtitleEn:
          'Fresh beans roasted every Tuesday and Friday in Kwun Tong, at your door from the next day.',
        subtitleZh: '逢星期二、五在觀塘新鮮烘焙，最快翌日送到府上。',
        image: art('banner-harbour'),
        imageAltEn: 'Sampans on Victoria Harbour at dawn, drawn in warm ink',
        imageAltZh: '清晨維多利亞港上的舢舨插畫',
        link: '/shop',
      },
      {
        titleEn: 'Single origins, traced to the farm',
        titleZh: '單品咖啡豆，追溯到莊園',
        subtitleEn:
          'From washed Ethiopians to honey-processed Costa Ricans, every bag names the people who grew it.',
        subtitleZh: '由水洗埃塞俄比亞到蜜處理哥斯達黎加，每包咖啡豆都寫上種植者的名字。',
        image: art('banner-origins'),
        imageAltEn: 'Coffee cherries ripening on a hillside farm',
        imageAltZh: '山坡莊園上漸漸成熟的咖啡果',
        link: '/shop',
      },
      {
        titleEn: 'Never run out of good coffee',
        titleZh: '訂閱咖啡，豆子永不斷糧',
        subtitleEn: 'A fresh bag every one, two or four weeks; pause or skip whenever you like.',
        subtitleZh: '每星期、兩星期或四星期送上新鮮咖啡豆，隨時暫停或跳過一期。',
        image: art('banner-brew-bar'),
        imageAltEn: 'A barista pouring a V60 at our brew bar',
        imageAltZh: '咖啡師在手沖吧枱沖煮V60',
        link: '/subscription',
      },
    ],
  },
  {
    key: 'home_more_about_us',
    items: [
      {
        titleEn: 'A small roastery with a harbour name',
        titleZh: '以舢舨為名的小烘焙廠',
        subtitleEn: 'Roasting in Kwun Tong since 2015',
        subtitleZh: '2015年起於觀塘烘焙',
        contentEn: doc(
          p(
            'A sampan is the little wooden boat that once ferried people, rice and news across Aberdeen and Yau Ma Tei. We took the name because that is what we want to be: a small, steady boat carrying good coffee from the farms that grow it to the cups of Hong Kong.',
          ),
          p(
            'Everything is roasted in small batches on the eleventh floor of a Kwun Tong industrial building, tasted the next morning, and packed by the same hands that roasted it.',
          ),
        ),
        contentZh: doc(
          p(
            '舢舨，是昔日穿梭香港仔和油麻地避風塘的小木船，載人、載米、也載消息。我們以此為名，因為這正是我們想做的事：做一艘小而穩的船，把咖啡從種植的莊園，好好送到香港人的杯裡。',
          ),
          p('所有咖啡豆都在觀塘一幢工廠大廈的十一樓小批烘焙，翌日早上親自試杯，再由烘焙的同一雙手包裝出貨。'),
        ),
        image: art('about-roastery'),
        imageAltEn: 'Our 15-kilo roaster in the Kwun Tong roastery',
        imageAltZh: '觀塘烘焙廠內的十五公斤烘豆機',
        link: '/about',
      },
    ],
  },
  {
    key: 'home_subscribe',
    items: [
      {
        titleEn: 'Fresh coffee on your schedule',
        titleZh: '新鮮咖啡，按你的節奏送到',
        subtitleEn: 'Every one, two or four weeks, roasted to order',
        subtitleZh: '每星期、兩星期或四星期，按單新鮮烘焙',
        contentEn: p(
          'Choose your beans and how often: every one, two or four weeks. We roast your bag a day or two before it leaves us, so it arrives at its best, and every delivery earns Beans.',
        ),
        contentZh: p(
          '揀選咖啡豆和送貨週期：每星期、兩星期或四星期一次。我們會在出貨前一兩天才烘焙你的咖啡豆，送到時正值最佳賞味期，每期訂單更可賺取積分。',
        ),
        image: art('subscription-box'),
        imageAltEn: 'A subscription box with two bags of coffee and a tasting card',
        imageAltZh: '內有兩包咖啡豆及品嚐卡的訂閱禮盒',
        link: '/subscription',
      },
    ],
  },
  {
    key: 'home_category',
    items: CATEGORIES.map((c) => {
      const [subtitleEn, subtitleZh] = TILE_SUBTITLES[c.slug] ?? ['', ''];
      return {
        titleEn: c.name.en,
        titleZh: c.name.zh,
        subtitleEn,
        subtitleZh,
        image: categoryImage(c.slug),
        imageAltEn: c.name.en,
        imageAltZh: c.name.zh,
        link: '/shop',
      };
    }),
  },
  {
    key: 'home_our_purpose',
    items: [
      {
        titleEn: 'Know who grew it',
        titleZh: '知道是誰種的',
        contentEn: p(
          'We buy directly or through importers who share the price paid at the farm gate, and we print the producer, region and harvest on every bag.',
        ),
        contentZh: p(
          '我們直接向莊園採購，或透過願意公開莊園收購價的進口商購買，並在每包咖啡豆上印明生產者、產區和收成季節。',
        ),
        image: art('purpose-1'),
        imageAltEn: 'A farmer holding freshly picked coffee cherries',
        imageAltZh: '農夫捧著剛採摘的咖啡果',
      },
      {
        titleEn: 'Roasted fresh, close to you',
        titleZh: '新鮮烘焙，近在身邊',
        contentEn: p(
          'Roasting here in Hong Kong means your coffee is days old, not months. We roast twice a week and never keep more than two weeks of stock.',
        ),
        contentZh: p(
          '在香港本地烘焙，你手上的咖啡只有幾天新，而不是幾個月。我們每星期烘焙兩次，存貨從不超過兩星期。',
        ),
        image: art('purpose-2'),
        imageAltEn: 'Freshly roasted beans cooling in the roaster tray',
        imageAltZh: '剛出爐的咖啡豆在冷卻盤中降溫',
      },
      {
        titleEn: 'Good coffee, good neighbours',
        titleZh: '好咖啡，好街坊',
        contentEn: p(
          'Our shops are places to linger. We host free cupping sessions, train young baristas, and send our chaff and grounds to urban farms around the city.',
        ),
        contentZh: p(
          '我們的小店歡迎大家慢慢坐。我們定期舉辦免費杯測、培訓年輕咖啡師，又把銀皮和咖啡渣送到市內的城市農圃。',
        ),
        image: art('purpose-3'),
        imageAltEn: 'Neighbours sharing coffee at a long wooden table',
        imageAltZh: '街坊圍坐長木枱一起喝咖啡',
      },
    ],
  },
];
