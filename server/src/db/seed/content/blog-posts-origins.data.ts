import { AUTHORS, type BlogPostSeed } from './blog-post-seed.ts';
import { art, doc, h3, p } from './section-seed.ts';

export const ORIGIN_POSTS: readonly BlogPostSeed[] = [
  {
    slug: 'notes-from-huila',
    titleEn: 'Notes from Huila: harvest week with the Ortiz family',
    titleZh: '慧蘭札記：與Ortiz一家的採收週',
    excerptEn: 'Steep slopes, long fermentations and a family that has grown coffee for four generations.',
    excerptZh: '陡峭的山坡、長時間發酵，以及四代人種咖啡的一家。',
    contentEn: doc(
      p(
        'Finca La Esperanza sits at 1,850 metres above the town of Pitalito in southern Huila, Colombia. Don Hernando Ortiz and his daughter Luisa farm seven hectares of Caturra and Pink Bourbon there, and this year was our fifth visit at harvest time.',
      ),
      h3('Picking by hand, three times over'),
      p(
        'On slopes this steep there is no machine that can help. Pickers pass each tree three or four times over the season, taking only the cherries that are fully red. Luisa pays above the regional rate per kilo so the same pickers come back every year, and you can taste the care in the cup: clean, sweet and layered.',
      ),
      h3('A slower fermentation'),
      p(
        'Since 2022 Luisa has been fermenting her Pink Bourbon for 60 hours in sealed tanks before washing it, keeping the temperature low with water from the stream. It brings out notes of red grape and panela sugar without tipping into the boozy flavours many long fermentations have.',
      ),
      h3('What we pay, and why'),
      p(
        'We paid the Ortiz family 2.8 times the commodity price for this year’s lot, agreed before the harvest so they could plan. That figure is printed on the card in every bag. Paying well is not charity: it is how farms like La Esperanza can afford to keep making coffee this good.',
      ),
      p(
        'The new harvest lands in Hong Kong in about six weeks. We will roast it light for filter, and we cannot wait for you to taste it.',
      ),
    ),
    contentZh: doc(
      p(
        'La Esperanza莊園位於哥倫比亞慧蘭省南部皮塔利托鎮上方，海拔1,850米。Hernando Ortiz先生與女兒Luisa在這裡打理七公頃的卡杜拉及粉紅波旁咖啡樹，今年已是我們第五次在採收季探訪他們。',
      ),
      h3('人手採摘，一棵樹採三次'),
      p(
        '山坡這麼陡，任何機器都幫不上忙。採摘工人在整個採收季內會為每棵樹採摘三至四次，只摘完全轉紅的咖啡果。Luisa以高於當地行情的價錢支付工資，所以同一班工人年年都回來；那份用心，喝得出來：乾淨、甜美、層次豐富。',
      ),
      h3('更慢的發酵'),
      p(
        '自2022年起，Luisa會把粉紅波旁放進密封桶發酵60小時才水洗，並引溪水降溫，保持低溫。這樣帶出紅葡萄和黑糖的風味，卻不會像很多長時間發酵的咖啡那樣帶酒味。',
      ),
      h3('我們付多少，為甚麼'),
      p(
        '今年這批咖啡，我們付給Ortiz一家的價錢是期貨價的2.8倍，並在採收前已經議定，讓他們可以預早計劃。這個數字亦印在每一包咖啡附上的卡片上。付出合理價錢不是施捨，而是讓La Esperanza這樣的莊園，有能力繼續種出這麼好的咖啡。',
      ),
      p('新一季的咖啡豆大約六星期後抵港。我們會以淺焙處理作手沖之用，很期待與你分享。'),
    ),
    image: art('blog-4'),
    ...AUTHORS.sam,
    tags: ['origin', 'colombia', 'direct-trade'],
    daysAgo: 63,
  },
  {
    slug: 'light-medium-dark-roast-levels-explained',
    titleEn: 'Light, medium, dark: what roast level really means',
    titleZh: '淺焙、中焙、深焙：烘焙度其實代表甚麼',
    excerptEn: 'What happens inside the roaster, and how to pick a roast level for the way you brew.',
    excerptZh: '烘豆機裡發生了甚麼，以及如何按你的沖煮方式揀選烘焙度。',
    contentEn: doc(
      p(
        'Green coffee is hard, grassy and tastes of very little. Roasting turns it into something we want to drink in about twelve minutes, and how far we take it changes the cup more than almost anything else.',
      ),
      h3('What happens in the roaster'),
      p(
        'As the beans heat up they dry, turn yellow, then brown as sugars caramelise. At around 200°C they crack audibly, like popcorn: this first crack is our landmark. A light roast ends soon after it; a medium roast a minute or two later; a dark roast pushes on towards a second crack, when oils come to the surface.',
      ),
      h3('How it tastes'),
      p(
        '<b>Light roasts</b> keep the acidity and the flavours of the farm: citrus, berries, flowers. <b>Medium roasts</b> trade a little brightness for caramel sweetness and more body. <b>Dark roasts</b> taste of the roast itself: bittersweet chocolate, smoke, low acidity, heavy body.',
      ),
      h3('Which should you choose?'),
      p(
        'For filter methods such as V60, AeroPress or drip bags, try light to medium: the brewing is gentle, so you taste all the detail. For espresso, especially with milk, medium to medium-dark gives the sweetness and body that stand up to it. There is no wrong answer, only the cup you enjoy.',
      ),
      p(
        'Every bag of ours shows its roast level on a five-step scale on the front, from light to dark, so you can find your spot and stay there.',
      ),
    ),
    contentZh: doc(
      p(
        '生豆又硬又帶青草味，本身沒甚麼味道。烘焙在大約十二分鐘內把它變成我們想喝的東西，而烘到哪一個程度，對杯中風味的影響幾乎比任何因素都大。',
      ),
      h3('烘豆機裡發生了甚麼'),
      p(
        '咖啡豆受熱後先脫水、轉黃，再隨著糖分焦糖化而變成啡色。大約200°C時，豆子會像爆谷一樣發出爆裂聲，這就是「一爆」，是烘焙師最重要的參考點。淺焙在一爆後不久就出爐；中焙再多一兩分鐘；深焙則繼續推向「二爆」，豆子表面開始出油。',
      ),
      h3('味道有何不同'),
      p(
        '<b>淺焙</b>保留酸質和莊園風味：柑橘、莓果、花香。<b>中焙</b>以少許明亮度換來焦糖甜感和更厚的口感。<b>深焙</b>喝到的主要是烘焙本身的味道：苦甜朱古力、煙燻、低酸、厚身。',
      ),
      h3('應該怎樣揀？'),
      p(
        'V60、AeroPress或掛耳等手沖方式，可以試試淺至中焙：沖煮過程溫和，細節都喝得到。意式咖啡，尤其是加奶的，中焙至中深焙的甜感和厚度較能突圍而出。沒有對錯，只有你喜歡的那一杯。',
      ),
      p('我們每一包咖啡豆正面都以五級刻度標示烘焙度，由淺至深，方便你找到最喜歡的位置。'),
    ),
    image: art('blog-5'),
    ...AUTHORS.kaHo,
    tags: ['roasting', 'roast-level', 'guide'],
    daysAgo: 95,
  },
];
