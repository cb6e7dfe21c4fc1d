import { AUTHORS, type BlogPostSeed } from './blog-post-seed.ts';
import { art, doc, h3, p } from './section-seed.ts';

export const BREWING_POSTS: readonly BlogPostSeed[] = [
  {
    slug: 'a-calmer-v60',
    titleEn: 'A calmer V60: our everyday recipe',
    titleZh: '從容沖一杯V60：我們的日常食譜',
    excerptEn:
      'Fifteen grams, 250 of water, three minutes. The recipe we teach first, and why each step is there.',
    excerptZh: '15克咖啡、250克水、三分鐘。我們課堂上教的第一條食譜，以及每一步背後的原因。',
    contentEn: doc(
      p(
        'Ask ten baristas for a V60 recipe and you will get eleven answers. This is the one we brew on bar in Sheung Wan every morning, and the one we teach first, because it forgives small mistakes and tastes good with almost any coffee we roast.',
      ),
      h3('What you need'),
      p(
        '15 g of coffee ground medium-fine, like coarse sand; 250 g of water just off the boil, around 93°C; a paper filter, a scale and a timer. Rinse the filter with hot water first: it warms the dripper and takes away the papery taste.',
      ),
      h3('The pour'),
      p(
        'Start the timer and pour 40 g of water, enough to wet all the coffee. Give the dripper a gentle swirl and wait 40 seconds while the coffee blooms and lets out its gas. Then pour slowly in small circles to 150 g by 1:15, pause, and finish at 250 g by 1:45. Give it one last swirl so the bed settles flat.',
      ),
      p(
        'The water should be through by about 3:00. Much faster and the cup will taste thin and sour: grind finer. Much slower and it will be bitter and dry: grind coarser. Change one thing at a time.',
      ),
      h3('A note on Hong Kong water'),
      p(
        'Our tap water is soft and fine for brewing, but it can taste of chlorine. A simple jug filter makes a clear difference; bottled mineral water that is very hard will make coffee taste flat.',
      ),
    ),
    contentZh: doc(
      p(
        '問十個咖啡師要V60食譜，你會得到十一個答案。這條是我們上環店每朝在吧枱沖的，也是課堂上最先教的，因為它容錯度高，配我們烘焙的大部分咖啡豆都好喝。',
      ),
      h3('準備'),
      p(
        '15克咖啡豆，研磨至中細度，大約像粗砂糖；250克剛離火的熱水，約93°C；濾紙、電子磅和計時器。先用熱水沖濕濾紙，既可溫熱濾杯，亦可去除紙味。',
      ),
      h3('注水'),
      p(
        '開始計時，先注入40克水，剛好濕透所有咖啡粉。輕輕搖晃濾杯，等40秒讓咖啡粉悶蒸、釋放氣體。然後以小圓圈慢慢注水，1分15秒時到150克，稍停，再於1分45秒時注至250克。最後輕搖一下，讓粉床平整。',
      ),
      p(
        '整個過程大約在3分鐘完成。如果快很多，咖啡會淡而酸，請磨細一點；如果慢很多，就會苦澀，請磨粗一點。每次只調整一樣。',
      ),
      h3('關於香港的水'),
      p(
        '香港的自來水屬軟水，本身適合沖咖啡，但有時帶氯氣味。用一個簡單的濾水壺已有明顯分別；硬度很高的樽裝礦泉水反而會令咖啡變得平淡。',
      ),
    ),
    image: art('blog-1'),
    ...AUTHORS.joanne,
    tags: ['brewing', 'v60', 'pour-over'],
    daysAgo: 12,
  },
  {
    slug: 'aeropress-at-your-desk',
    titleEn: 'AeroPress at your desk',
    titleZh: '辦公室枱頭的AeroPress',
    excerptEn: 'A plastic tube, two minutes and a kettle from the pantry: the best cup in the office.',
    excerptZh: '一支膠筒、兩分鐘、茶水間的熱水壺：辦公室裡最好喝的一杯。',
    contentEn: doc(
      p(
        'The AeroPress is the brewer we recommend most to people who work in an office. It is small, it does not break, it cleans in ten seconds, and it makes a clean, full cup even with water from a pantry hot-water dispenser.',
      ),
      h3('Our office recipe'),
      p(
        'Use 15 g of coffee ground a little finer than for a V60, and 220 g of water at about 85°C. Cooler water than you might expect keeps the cup sweet; most office dispensers sit around there anyway.',
      ),
      p(
        'Put the AeroPress the right way up on your mug with a rinsed paper filter. Add the coffee, pour all the water, and stir three times. Put the plunger in just enough to hold the vacuum, so nothing drips through, and wait until 1:30. Then press gently for about 30 seconds. Stop when you hear the hiss.',
      ),
      h3('Making it your own'),
      p(
        'Want it stronger for milk? Use 18 g of coffee and 150 g of water, then top up with hot milk. Want it iced? Press over 100 g of ice with 120 g of hot water. The puck pops straight into the food-waste bin.',
      ),
      p(
        'Our drip bags are the other desk-drawer hero, but if you have ten minutes and a grinder, nothing beats fresh beans and an AeroPress.',
      ),
    ),
    contentZh: doc(
      p(
        '如果你在辦公室工作，我們最推薦的沖煮器具就是AeroPress：體積小、摔不爛、十秒洗乾淨，即使用茶水間熱水機的水，也能沖出乾淨飽滿的一杯。',
      ),
      h3('辦公室食譜'),
      p(
        '15克咖啡豆，研磨度比V60稍細；熱水220克，約85°C。水溫比想像中低，反而令咖啡更甜，而且大部分辦公室熱水機的水溫本來就差不多。',
      ),
      p(
        '把AeroPress正放在杯上，放入用水沖濕的濾紙。倒入咖啡粉，一次過注入所有熱水，攪拌三下。把活塞稍為插入，形成真空防止滴漏，等到1分30秒。然後輕輕向下壓約30秒，聽到「嘶」一聲就停。',
      ),
      h3('調出自己的口味'),
      p(
        '想沖濃一點加奶？用18克咖啡、150克水，再加熱奶。想喝凍的？以120克熱水沖煮，直接壓在100克冰上。用完的咖啡餅可以直接放進廚餘箱。',
      ),
      p('掛耳包是另一款抽屜必備，但如果你有十分鐘和一部磨豆機，新鮮咖啡豆加AeroPress始終無可取代。'),
    ),
    image: art('blog-2'),
    ...AUTHORS.joanne,
    tags: ['brewing', 'aeropress', 'office'],
    daysAgo: 41,
  },
];
