import { AUTHORS, type BlogPostSeed } from './blog-post-seed.ts';
import { art, doc, h3, p } from './section-seed.ts';

export const SEASONAL_POSTS: readonly BlogPostSeed[] = [
  {
    slug: 'cold-brew-for-hong-kong-summers',
    titleEn: 'Cold brew for a Hong Kong summer',
    titleZh: '香港夏天的冷萃咖啡',
    excerptEn: 'When it is 33 degrees and 90% humidity, make coffee in the fridge overnight.',
    excerptZh: '33度、濕度九成的日子，讓雪櫃替你沖一晚咖啡。',
    contentEn: doc(
      p(
        'From May to October, half of what we sell over the bar is iced. At home, the easiest way to have good iced coffee ready every morning is cold brew: coffee steeped in cold water for most of a day. It is smooth, low in bitterness and almost impossible to get wrong.',
      ),
      h3('The concentrate'),
      p(
        'Grind 100 g of coffee coarse, like breadcrumbs. Put it in a jar or jug with 800 g of cold filtered water, stir so all the grounds are wet, cover it and put it in the fridge for 14 to 16 hours. Strain it through a paper filter or a fine cloth. You now have a concentrate that keeps for 5 days in the fridge.',
      ),
      h3('Serving it'),
      p(
        'Mix the concentrate one to one with cold water or milk over plenty of ice. For something more Hong Kong, try it half and half with coconut water, or with a spoon of condensed milk for a cold-brew take on the cha chaan teng coffee our grandparents drank.',
      ),
      h3('Which coffee?'),
      p(
        'Natural-processed coffees from Ethiopia and Yunnan turn into something like berry juice; chocolatey blends make a cold-brew latte that tastes like a milkshake. Avoid very light, delicate coffees: the cold water cannot get much out of them.',
      ),
      p(
        'If you prefer a brighter iced coffee, brew a V60 straight onto ice instead: replace 40% of the brewing water with ice in the server and grind a little finer.',
      ),
    ),
    contentZh: doc(
      p(
        '每年五月到十月，吧枱上賣出的飲品有一半是凍的。在家裡，要每朝都有好喝的凍咖啡，最簡單的方法是冷萃：把咖啡粉浸在冷水裡大半天。冷萃口感順滑、苦味低，而且幾乎不會失手。',
      ),
      h3('沖一瓶濃縮液'),
      p(
        '把100克咖啡豆磨粗，大約像麵包糠。放進玻璃瓶或水壺，加入800克已過濾的冷水，攪拌至所有咖啡粉濕透，蓋好放入雪櫃14至16小時。以濾紙或幼布隔渣，便得到一瓶冷萃濃縮液，放雪櫃可保存5天。',
      ),
      h3('怎樣飲'),
      p(
        '把濃縮液與凍水或鮮奶以一比一混合，加大量冰。想要更有香港風味？可以一半兌椰青水，或加一匙煉奶，變成冷萃版的茶餐廳咖啡。',
      ),
      h3('用哪款豆？'),
      p(
        '埃塞俄比亞和雲南的日曬豆冷萃後像莓果汁；朱古力味的拼配豆加奶，就像一杯奶昔。不建議用極淺焙、風味細緻的咖啡，冷水很難萃取出它們的味道。',
      ),
      p(
        '如果你喜歡更明亮的凍咖啡，可以改用V60直接沖在冰上：把四成沖煮用水換成放在分享壺裡的冰塊，研磨度調細一點。',
      ),
    ),
    image: art('blog-3'),
    ...AUTHORS.ada,
    tags: ['brewing', 'cold-brew', 'summer'],
    daysAgo: 118,
  },
  {
    slug: 'storing-beans-in-hong-kong-humidity',
    titleEn: 'Keeping beans fresh in Hong Kong humidity',
    titleZh: '潮濕香港，怎樣保存咖啡豆',
    excerptEn:
      'Spring fog, wet walls and 95% humidity: how to keep your coffee tasting like the day it was roasted.',
    excerptZh: '回南天、牆身冒汗、濕度九成五：怎樣讓咖啡豆保持剛烘好的味道。',
    contentEn: doc(
      p(
        'Roasted coffee has three enemies: air, moisture and heat. Hong Kong supplies all three generously, especially in March and April when the south wind brings fog through the windows and the walls start to sweat. A few habits make a big difference.',
      ),
      h3('Keep the bag, or an airtight jar'),
      p(
        'Our bags have a one-way valve and a zip: squeeze out the air and seal it every time. If you move beans to a jar, choose an opaque, airtight one just big enough for the coffee. Keep it in a cupboard away from the stove, the kettle and the sunny windowsill.',
      ),
      h3('Not in the fridge'),
      p(
        'Every time a cold jar comes out into a humid kitchen, water condenses on the beans. The fridge also smells of everything else in it. The freezer is different: if you buy more than you can drink in a month, divide it into airtight portions, freeze them, and take out one portion at a time without opening it until it is back at room temperature.',
      ),
      h3('Buy little and often'),
      p(
        'Coffee tastes best from about 5 to 30 days after roasting; espresso likes the later end. Buy what you will drink in two weeks, grind just before brewing, and if your flat runs a dehumidifier, keep the coffee in that room.',
      ),
      p('Every bag we sell is printed with its roast date, so you always know where you are.'),
    ),
    contentZh: doc(
      p(
        '烘好的咖啡豆有三大敵人：空氣、濕氣和熱力。香港三樣都不缺，尤其是三、四月回南天，霧氣從窗口湧入，牆身都冒汗。養成幾個小習慣，就有很大分別。',
      ),
      h3('用原袋或密封罐'),
      p(
        '我們的咖啡袋有單向排氣閥和拉鏈：每次用完請擠出空氣再封好。如果要轉放玻璃罐，請選不透光、密封、大小剛好的罐。放在櫃內，遠離爐頭、熱水壺和猛烈陽光的窗邊。',
      ),
      h3('不要放雪櫃'),
      p(
        '冰凍的罐每次拿到潮濕的廚房，咖啡豆表面就會凝結水氣，雪櫃裡其他食物的氣味亦會被吸收。冰格則不同：如果一次買了超過一個月的份量，可分成密封小份冷藏，每次取出一份，待回復室溫後才打開。',
      ),
      h3('少量多次購買'),
      p(
        '咖啡豆在烘焙後約5至30天最好喝，意式咖啡則適合較後的日子。每次買兩星期的份量，沖煮前才研磨；如果家中有開抽濕機，就把咖啡豆放在那個房間。',
      ),
      p('我們每一包咖啡豆都印有烘焙日期，讓你心中有數。'),
    ),
    image: art('blog-6'),
    ...AUTHORS.kaHo,
    tags: ['storage', 'freshness', 'hong-kong'],
    daysAgo: 152,
  },
];
