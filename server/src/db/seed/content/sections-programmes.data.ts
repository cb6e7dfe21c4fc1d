import { art, doc, lines, p, type SectionSeed } from './section-seed.ts';

const BOOKING_LINK = 'mailto:hello@sampan.coffee';

export const PROGRAMME_SECTIONS: readonly SectionSeed[] = [
  {
    key: 'like_a_champ',
    items: [
      {
        titleEn: 'Like a Champ: coffee classes',
        titleZh: 'Like a Champ 咖啡課程',
        subtitleEn: 'Brew at home like our competition baristas',
        subtitleZh: '跟比賽咖啡師學，在家也沖得出好咖啡',
        contentEn: doc(
          p(
            'Our classes run at the Kwun Tong roastery in groups of no more than six, so everyone gets time on the equipment. They are taught by the baristas who compete for us, and they are built around one idea: once you understand why a cup tastes the way it does, you can fix it yourself.',
          ),
          p(
            'Everything is provided. Book by email or at any of our shops; classes can be moved free of charge up to 48 hours before they start.',
          ),
        ),
        contentZh: doc(
          p(
            '課程在觀塘烘焙廠舉行，每班最多六人，確保人人都有足夠時間親手操作。導師是代表我們參賽的咖啡師，課程圍繞一個理念：明白一杯咖啡為何是這個味道，你就懂得自己調整。',
          ),
          p('所有器材及咖啡豆均已包括。可電郵或到任何一家分店報名；開課前48小時或以前可免費改期。'),
        ),
        image: art('champ-latte-art'),
        imageAltEn: 'A barista pouring a rosetta into a latte',
        imageAltZh: '咖啡師在鮮奶咖啡上拉出葉形拉花',
        link: BOOKING_LINK,
      },
      {
        titleEn: 'Home Brewing 101',
        titleZh: '家居手沖入門',
        subtitleEn: '2.5 hours · HK$480',
        subtitleZh: '2.5小時 · HK$480',
        contentEn: p(
          'V60, AeroPress and French press side by side. Learn ratio, grind and water temperature, and leave with a recipe you trust and 100 g of fresh coffee.',
        ),
        contentZh: p(
          'V60、AeroPress與法式濾壓壺同場比較，學懂粉水比、研磨度及水溫，帶走一條信得過的食譜和100克新鮮咖啡豆。',
        ),
        link: BOOKING_LINK,
      },
      {
        titleEn: 'Milk and Latte Art',
        titleZh: '打奶與拉花',
        subtitleEn: '3 hours · HK$880',
        subtitleZh: '3小時 · HK$880',
        contentEn: p(
          'Steam silky milk for flat whites and lattes, then pour a heart, a tulip and, with some luck, a rosetta. Oat milk included.',
        ),
        contentZh: p(
          '學習打出絲滑奶泡，沖一杯Flat White和鮮奶咖啡，再挑戰心形、鬱金香，運氣好的話還有葉形拉花。課堂亦會示範燕麥奶。',
        ),
        link: BOOKING_LINK,
      },
      {
        titleEn: 'Espresso Foundations',
        titleZh: '意式咖啡基礎',
        subtitleEn: 'Two Saturdays, 3 hours each · HK$1,580',
        subtitleZh: '兩個星期六，每堂3小時 · HK$1,580',
        contentEn: p(
          'Dose, yield and time; dialling in a grinder; tasting under- and over-extraction; keeping a machine clean. For home baristas and new café staff.',
        ),
        contentZh: p(
          '粉量、萃取量與時間，調校磨豆機，分辨萃取不足與過度，以及咖啡機日常清潔。適合家居咖啡愛好者及新入行咖啡師。',
        ),
        link: BOOKING_LINK,
      },
      {
        titleEn: 'Saturday Cupping',
        titleZh: '星期六杯測',
        subtitleEn: 'First Saturday of the month, 11:00 · Free',
        subtitleZh: '每月第一個星期六 11:00 · 免費',
        contentEn: p(
          'Taste the new arrivals with our roasters, slurp loudly and compare notes. Twelve places; book ahead.',
        ),
        contentZh: p('與烘焙師一同試飲新到的咖啡豆，大聲啜吸、交流感受。名額十二個，請預先登記。'),
        link: BOOKING_LINK,
      },
    ],
  },
  {
    key: 'subscription',
    items: [
      {
        titleEn: 'Coffee subscription',
        titleZh: '咖啡訂閱',
        subtitleEn: 'Fresh beans every one, two or four weeks',
        subtitleZh: '每星期、兩星期或四星期送上新鮮咖啡豆',
        contentEn: doc(
          p(
            'Pick a coffee and how often you want it. We roast your coffee on the Tuesday or Friday before it ships, so it reaches you ready to brew and stays lovely for the weeks until the next one.',
          ),
          lines(
            'Pick it up free at one of our shops, or have it delivered',
            'Skip, pause or change beans in My account until the day its order is made',
            'Every box earns Beans like any other order',
          ),
          p(
            'To start, choose a coffee below, sign in and pick your first date. Each delivery becomes an ordinary order a few days before it, paid with your store credit first if you like, then by FPS, bank transfer or at the shop.',
          ),
        ),
        contentZh: doc(
          p(
            '揀選咖啡和送貨週期。我們會在出貨前的星期二或星期五為你烘豆，送到時正好可以沖煮，直到下一期送到前都保持好味。',
          ),
          lines(
            '可於門市免費自取，或送貨上門',
            '訂單建立前，可隨時在「我的帳戶」跳過、暫停或更換咖啡豆',
            '每一期訂單同樣賺取積分',
          ),
          p(
            '如想開始訂閱，請在下方揀選咖啡、登入並選擇首次日期。每期會於送貨或取貨前數天建立一張普通訂單，可先用購物額支付，餘數以轉數快、銀行轉賬或門市付款。',
          ),
        ),
        image: art('subscription-box'),
        imageAltEn: 'An open subscription box with coffee bags and a tasting card',
        imageAltZh: '打開的訂閱禮盒，內有咖啡豆及品嚐卡',
      },
    ],
  },
];
