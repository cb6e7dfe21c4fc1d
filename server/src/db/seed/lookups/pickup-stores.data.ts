export interface PickupStoreSeed {
  nameEn: string;
  nameZh: string;
  addressEn: string;
  addressZh: string;
  districtEn: string;
  districtZh: string;
  phone: string;
  openingHoursEn: string;
  openingHoursZh: string;
  image: string;
}

/**
 * Hong Kong addresses have no postcode; English runs small to large, Chinese large to small.
 * Every store is open through all pickup timeslots (11:00-19:00) and closed on public holidays,
 * which is why pickup blackout dates are the holidays.
 */
export const PICKUP_STORES: readonly PickupStoreSeed[] = [
  {
    nameEn: 'Sampan Coffee Sheung Wan',
    nameZh: '舢舨咖啡 上環店',
    addressEn: 'Shop 3, G/F, 12 Tai Ping Shan Street, Sheung Wan, Hong Kong',
    addressZh: '香港上環太平山街12號地下3號舖',
    districtEn: 'Sheung Wan',
    districtZh: '上環',
    phone: '+852 2545 1823',
    openingHoursEn: 'Mon to Fri 08:00-19:00; Sat and Sun 09:00-19:00; closed on public holidays',
    openingHoursZh: '星期一至五 08:00-19:00；星期六、日 09:00-19:00；公眾假期休息',
    image: '/media/art/store-1.svg',
  },
  {
    nameEn: 'Sampan Coffee Tai Hang',
    nameZh: '舢舨咖啡 大坑店',
    addressEn: 'G/F, 15 Wun Sha Street, Tai Hang, Hong Kong',
    addressZh: '香港大坑浣紗街15號地下',
    districtEn: 'Tai Hang',
    districtZh: '大坑',
    phone: '+852 2577 3361',
    openingHoursEn: 'Daily 09:00-19:00; closed on public holidays',
    openingHoursZh: '每日 09:00-19:00；公眾假期休息',
    image: '/media/art/store-2.svg',
  },
  {
    nameEn: 'Sampan Roastery Kwun Tong',
    nameZh: '舢舨烘焙廠 觀塘',
    addressEn: 'Unit 1103, 11/F, Hoi Bun Industrial Building, 6 Wing Yip Street, Kwun Tong, Kowloon',
    addressZh: '九龍觀塘榮業街6號海濱工業大廈11樓1103室',
    districtEn: 'Kwun Tong',
    districtZh: '觀塘',
    phone: '+852 2345 6789',
    openingHoursEn: 'Mon to Sat 10:00-19:00; Sun 11:00-19:00; closed on public holidays',
    openingHoursZh: '星期一至六 10:00-19:00；星期日 11:00-19:00；公眾假期休息',
    image: '/media/art/store-3.svg',
  },
];
