import { day, hour, minute } from './demo-builder';

export interface GroupPlan {
  name: string;
  description: string;
  /** Auctions directly inside (a final container) ... */
  auctions?: number;
  /** ... or further groups. */
  children?: GroupPlan[];
  /** End of the group relative to now (ms); its auctions end a few minutes apart. */
  endsIn?: number;
}

/** End times of the auctions outside any group, relative to now (ms). */
export const openAuctionEnds = [
  // almost over (under an hour, SPEC §4 orange)
  4 * minute,
  11 * minute,
  23 * minute,
  37 * minute,
  52 * minute,
  // hours
  1.5 * hour,
  3 * hour,
  5 * hour,
  8 * hour,
  12 * hour,
  16 * hour,
  20 * hour,
  23 * hour,
  // days
  1.2 * day,
  2 * day,
  2.5 * day,
  3 * day,
  4 * day,
  5 * day,
  7 * day,
  9 * day,
  12 * day,
  // expired and sealed
  -10 * minute,
  -3 * hour,
  -1 * day,
  -2 * day,
  -4 * day,
  -7 * day,
  -15 * day,
];

/** The showcase: groups still running and some just ended. */
export const vitrinePlan: GroupPlan = {
  name: 'Grup İhaleler',
  description: 'Süren ve yeni biten grup ihaleler.',
  children: [
    {
      name: 'Ege Şampiyonları',
      description: 'Ege bölgesinin dereceli yarışçılarından altı seçkin kuş.',
      auctions: 6,
      endsIn: 3 * day,
    },
    {
      name: 'Marmara Yıldızları',
      description: 'Marmara şampiyonasında öne çıkan hatlardan beş kuş.',
      auctions: 5,
      endsIn: 5 * hour,
    },
    {
      name: 'İç Anadolu Seçkisi',
      description: 'Konya, Kayseri ve Ankara yetiştiricilerinden erkek ve dişi gruplar.',
      children: [
        {
          name: 'İç Anadolu Seçkisi – Erkekler',
          description: 'Uzun mesafe erkekleri.',
          auctions: 4,
          endsIn: 40 * minute,
        },
        {
          name: 'İç Anadolu Seçkisi – Dişiler',
          description: 'Damızlığa hazır dişiler.',
          auctions: 4,
          endsIn: 2 * day,
        },
      ],
    },
    {
      name: 'Karadeniz Genç Kuşlar',
      description: 'Bu sezonun umut veren genç kuşları.',
      auctions: 5,
      endsIn: -2 * day,
    },
    {
      name: 'Bahar Kupası Adayları',
      description: 'Bahar kupasına hazırlanan sprint kuşları.',
      auctions: 4,
      endsIn: 6 * day,
    },
  ],
};

/** The archive: groups ended long ago. */
export const archivePlan: GroupPlan = {
  name: 'Arşiv',
  description: 'Tamamlanmış grup ihaleler.',
  children: [
    {
      name: '2023 Güz Sezonu Seçmeleri',
      description: 'Güz sezonunun en iyi dereceli kuşları.',
      auctions: 5,
      endsIn: -95 * day,
    },
    {
      name: 'Trakya Kupası Grubu',
      description: 'Trakya kupasında yarışmış kuşlar.',
      auctions: 4,
      endsIn: -70 * day,
    },
    {
      name: 'Usta Yetiştiriciler Koleksiyonu',
      description: 'Üç usta yetiştiricinin damızlık koleksiyonu, iki bölüm halinde.',
      children: [
        {
          name: 'Usta Yetiştiriciler Koleksiyonu – I',
          description: 'Birinci bölüm.',
          auctions: 4,
          endsIn: -140 * day,
        },
        {
          name: 'Usta Yetiştiriciler Koleksiyonu – II',
          description: 'İkinci bölüm.',
          auctions: 4,
          endsIn: -138 * day,
        },
      ],
    },
    {
      name: 'Yaz Sonu Mezatı',
      description: 'Yaz sonunda düzenlenen toplu mezat.',
      auctions: 5,
      endsIn: -40 * day,
    },
    {
      name: 'Kış Damızlık Seçkisi',
      description: 'Kış dönemi damızlık çiftleri.',
      auctions: 4,
      endsIn: -200 * day,
    },
  ],
};
