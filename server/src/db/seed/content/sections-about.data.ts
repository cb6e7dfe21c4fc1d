import { art, doc, h3, p, type SectionSeed } from './section-seed.ts';

export const ABOUT_SECTIONS: readonly SectionSeed[] = [
  {
    key: 'about_us',
    items: [
      {
        titleEn: 'About Sampan Coffee',
        titleZh: '關於舢舨咖啡',
        subtitleEn: 'A Hong Kong roaster, small on purpose',
        subtitleZh: '一家刻意保持細小的香港烘焙商',
        contentEn: doc(
          p(
            'Sampan Coffee began in 2015 with a one-kilo roaster, a borrowed corner of a Kwun Tong furniture workshop and two friends, Kelvin Ho and Ada Lam, who could not find the coffee they wanted to drink in their own city. Ten years on we roast on the eleventh floor of an industrial building a few streets away, and we still taste every batch the morning after it is roasted.',
          ),
          p(
            'We buy green coffee from about a dozen farms and co-operatives, most of whom we have visited and many of whom we have bought from for years. We pay well above the commodity price because quality costs money to grow, and we would like the people who grow it to keep doing so.',
          ),
          p(
            'Our roasting is light to medium for filter and a little deeper for espresso: enough to bring out sweetness, never so much that every coffee tastes of the roaster. If you do not like a bag, tell us. We would rather hear it than lose you.',
          ),
          p(
            'You can find us at our bars in Sheung Wan and Tai Hang, at the roastery in Kwun Tong, and online, where members earn Beans on every order.',
          ),
        ),
        contentZh: doc(
          p(
            '舢舨咖啡始於2015年：一部一公斤的烘豆機、觀塘一間傢俬工場借來的一角，還有兩個在自己城市找不到心儀咖啡的朋友——何家明和林穎詩。十年後，我們搬到幾條街外一幢工廠大廈的十一樓，但每一批咖啡豆，依然會在烘焙後翌日早上親自試杯。',
          ),
          p(
            '我們向大約十多個莊園和合作社採購生豆，大部分都親身探訪過，不少更已合作多年。我們付出遠高於期貨市場的價錢，因為好咖啡本來就需要成本去種，我們希望種咖啡的人可以一直種下去。',
          ),
          p(
            '手沖豆我們烘得淺至中度，意式豆則稍深一點：足以帶出甜感，但不會深到每款咖啡都只剩下烘焙的味道。如果你不喜歡某包咖啡豆，請直接告訴我們——我們寧願聽到意見，也不想失去你。',
          ),
          p(
            '你可以在上環和大坑的咖啡店、觀塘的烘焙廠找到我們，也可以在網店選購：會員每次購物都可賺取咖啡豆積分。',
          ),
        ),
        image: art('about-roastery'),
        imageAltEn: 'The Kwun Tong roastery, sacks of green coffee stacked by the roaster',
        imageAltZh: '觀塘烘焙廠內，烘豆機旁堆滿一袋袋生豆',
      },
    ],
  },
  {
    key: 'our_story',
    items: [
      {
        titleEn: 'Named after a grandfather’s boat',
        titleZh: '以爺爺的小船為名',
        contentEn: doc(
          p(
            'Kelvin’s grandfather rowed a sampan across the Aberdeen typhoon shelter for thirty years, carrying fishermen’s families to shore and back. He started every morning with a glass of strong coffee from the dai pai dong on the pier.',
          ),
          p(
            'When we needed a name, we wanted one that sounded like home and meant something steady and useful. A sampan is small, it goes back and forth every day, and it gets people where they need to be.',
          ),
        ),
        contentZh: doc(
          p(
            '家明的爺爺在香港仔避風塘搖了三十年舢舨，每天接載漁民一家上岸又送回船上。他每朝開工前，總會在碼頭大排檔喝一杯濃濃的咖啡。',
          ),
          p(
            '到我們要為店取名時，想要一個有家的味道、又代表踏實可靠的名字。舢舨雖小，卻日日來回，把人穩穩送到要去的地方。',
          ),
        ),
        image: art('story-sampan'),
        imageAltEn: 'A wooden sampan moored in the Aberdeen typhoon shelter',
        imageAltZh: '停泊在香港仔避風塘的木舢舨',
      },
      {
        titleEn: '2015',
        titleZh: '2015年',
        subtitleEn: 'A one-kilo roaster and a borrowed corner',
        subtitleZh: '一公斤烘豆機與借來的一角',
        contentEn: p(
          'First roasts in a friend’s furniture workshop in Kwun Tong; weekends selling bags at markets in Central.',
        ),
        contentZh: p('在朋友位於觀塘的傢俬工場開始烘豆，週末到中環的市集擺檔賣豆。'),
      },
      {
        titleEn: '2017',
        titleZh: '2017年',
        subtitleEn: 'Our first bar on Tai Ping Shan Street',
        subtitleZh: '太平山街第一家店',
        contentEn: p(
          'Eight seats, one espresso machine and a hand-brew bar in Sheung Wan. Most regulars from that first year still come in.',
        ),
        contentZh: p('上環小店只有八個座位、一部咖啡機和一張手沖吧枱。第一年的熟客，大部分到今天仍然常來。'),
      },
      {
        titleEn: '2019',
        titleZh: '2019年',
        subtitleEn: 'First trip to origin',
        subtitleZh: '第一次到產地',
        contentEn: p(
          'A week in Huila, Colombia with the Ortiz family began the first of our direct relationships with farms.',
        ),
        contentZh: p('在哥倫比亞慧蘭與Ortiz一家相處一星期，開展了我們第一段與莊園的直接合作。'),
      },
      {
        titleEn: '2021',
        titleZh: '2021年',
        subtitleEn: 'Tai Hang, and a bigger roaster',
        subtitleZh: '大坑新店與更大的烘豆機',
        contentEn: p(
          'Our second bar opened on Wun Sha Street, and a 15-kilo roaster moved into the new Kwun Tong roastery.',
        ),
        contentZh: p('第二家店在浣紗街開業，十五公斤烘豆機亦搬進觀塘新烘焙廠。'),
      },
      {
        titleEn: '2023',
        titleZh: '2023年',
        subtitleEn: 'Like a Champ classes begin',
        subtitleZh: '開辦「Like a Champ」課程',
        contentEn: p('Home brewing and barista classes at the roastery, taught by our competition baristas.'),
        contentZh: p('由參賽咖啡師主持的家居手沖及咖啡師課程，在烘焙廠正式開課。'),
      },
      {
        titleEn: '2025',
        titleZh: '2025年',
        subtitleEn: 'Across the water to Singapore',
        subtitleZh: '越洋到新加坡',
        contentEn: p(
          'Two partner cafés in Singapore now brew our coffee, and we ship beans there every week.',
        ),
        contentZh: p('新加坡兩家合作咖啡店開始使用我們的咖啡豆，我們每星期都會寄豆過去。'),
      },
    ],
  },
  {
    key: 'our_coffee',
    items: [
      {
        titleEn: 'Our coffee',
        titleZh: '我們的咖啡',
        subtitleEn: 'Seasonal, traceable, roasted twice a week',
        subtitleZh: '應季、可追溯、每週烘焙兩次',
        contentEn: doc(
          h3('How we buy'),
          p(
            'Coffee is a fruit with a season. We buy fresh-crop lots from Ethiopia, Kenya, Colombia, Costa Rica, Guatemala and Yunnan, and when a harvest runs out we let it go rather than stretch it with older coffee.',
          ),
          h3('How we roast'),
          p(
            'We roast every Tuesday and Friday, profiling each coffee on a sample roaster first. Filter roasts stay light so you can taste the farm; our espresso roasts are a touch deeper for sweetness in milk.',
          ),
          h3('How we taste'),
          p(
            'Every batch is cupped the next morning against the last one. If a batch misses, it does not leave the roastery.',
          ),
        ),
        contentZh: doc(
          h3('我們怎樣採購'),
          p(
            '咖啡是有季節的水果。我們從埃塞俄比亞、肯亞、哥倫比亞、哥斯達黎加、危地馬拉和雲南採購當季新豆；一季收成賣完就是賣完，不會用舊豆充數。',
          ),
          h3('我們怎樣烘焙'),
          p(
            '我們逢星期二和星期五烘豆，每款咖啡都先用小型烘豆機試烘定好曲線。手沖豆保持淺焙，讓你喝得出莊園風土；意式豆則稍深，加奶後依然甜美。',
          ),
          h3('我們怎樣試杯'),
          p('每批咖啡豆都會在翌日早上與上一批一同杯測；不合標準的，絕不出廠。'),
        ),
        image: art('coffee-farm'),
        imageAltEn: 'Rows of coffee trees on a shaded mountain farm',
        imageAltZh: '山上遮蔭莊園裡一行行咖啡樹',
      },
    ],
  },
];
