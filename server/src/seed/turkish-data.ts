// Word lists for the demo data: real Turkish names, provinces with their districts, and the
// vocabulary of pigeon racing. The news texts are in turkish-news.ts, the pictures' texts in
// turkish-media.ts.

export const provinces: ReadonlyArray<{ name: string; districts: readonly string[] }> = [
  {
    name: 'İstanbul',
    districts: ['Kadıköy', 'Üsküdar', 'Bakırköy', 'Beşiktaş', 'Fatih', 'Pendik'],
  },
  { name: 'Ankara', districts: ['Çankaya', 'Keçiören', 'Yenimahalle', 'Mamak', 'Polatlı'] },
  { name: 'İzmir', districts: ['Karşıyaka', 'Bornova', 'Buca', 'Menemen', 'Torbalı'] },
  { name: 'Bursa', districts: ['Osmangazi', 'Nilüfer', 'Yıldırım', 'İnegöl'] },
  { name: 'Konya', districts: ['Selçuklu', 'Meram', 'Karatay', 'Ereğli'] },
  { name: 'Adana', districts: ['Seyhan', 'Çukurova', 'Ceyhan'] },
  { name: 'Antalya', districts: ['Muratpaşa', 'Kepez', 'Alanya', 'Manavgat'] },
  { name: 'Gaziantep', districts: ['Şahinbey', 'Şehitkamil', 'Nizip'] },
  { name: 'Kayseri', districts: ['Melikgazi', 'Kocasinan', 'Talas'] },
  { name: 'Eskişehir', districts: ['Tepebaşı', 'Odunpazarı'] },
  { name: 'Samsun', districts: ['İlkadım', 'Atakum', 'Bafra'] },
  { name: 'Trabzon', districts: ['Ortahisar', 'Akçaabat', 'Of'] },
  { name: 'Denizli', districts: ['Pamukkale', 'Merkezefendi'] },
  { name: 'Manisa', districts: ['Yunusemre', 'Şehzadeler', 'Akhisar'] },
  { name: 'Balıkesir', districts: ['Karesi', 'Altıeylül', 'Bandırma', 'Edremit'] },
  { name: 'Şanlıurfa', districts: ['Eyyübiye', 'Haliliye', 'Siverek'] },
  { name: 'Diyarbakır', districts: ['Kayapınar', 'Bağlar', 'Yenişehir'] },
  { name: 'Kocaeli', districts: ['İzmit', 'Gebze', 'Gölcük'] },
  { name: 'Edirne', districts: ['Keşan', 'Uzunköprü', 'İpsala'] },
];

// biome-ignore format: a word list reads better packed
export const maleNames = [
  'Ahmet', 'Mehmet', 'Mustafa', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'İsmail', 'Osman', 'Yusuf',
  'Murat', 'Ömer', 'Ramazan', 'Halil', 'Süleyman', 'Abdullah', 'Mahmut', 'Recep', 'Salih',
  'Fatih', 'Kemal', 'Emre', 'Burak', 'Serkan', 'Cengiz', 'Erdal', 'Gökhan', 'Volkan', 'Tuncay',
  'Şükrü', 'Ercan', 'Oğuz', 'Kadir', 'Yaşar', 'Orhan', 'Nihat', 'Selim', 'Çağlar', 'Tolga', 'Barış',
] as const;

// biome-ignore format: a word list reads better packed
export const femaleNames = [
  'Ayşe', 'Fatma', 'Emine', 'Hatice', 'Zeynep', 'Elif', 'Merve', 'Özlem', 'Gülşen', 'Şule',
  'Derya', 'Esra', 'Büşra', 'Sevgi', 'Nurcan',
] as const;

// biome-ignore format: a word list reads better packed
export const surnames = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın',
  'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan',
  'Şimşek', 'Polat', 'Korkmaz', 'Karataş', 'Erdoğan', 'Güneş', 'Aksoy', 'Uçar', 'Tekin', 'Bulut',
  'Akın', 'Güler', 'Keskin', 'Ünal', 'Turan', 'Gündoğdu', 'Sarı', 'Tuna', 'Ergün', 'Bozkurt',
  'Erdem',
] as const;

/** Operator prefixes SPEC §5 accepts after +90. */
// biome-ignore format: a word list reads better packed
export const phonePrefixes = [
  '501', '505', '506', '507', '516', '530', '531', '532', '533', '534', '535', '536', '537', '538',
  '539', '541', '542', '543', '544', '545', '546', '547', '548', '549', '551', '552', '553', '554',
  '555', '559', '561',
] as const;

// biome-ignore format: a word list reads better packed
export const pigeonColors = [
  'Mavi', 'Mavi Alaca', 'Kırmızı Alaca', 'Gök', 'Siyah', 'Kırçıl', 'Beyaz', 'Kızıl', 'Çil',
  'Karakaş',
] as const;

// biome-ignore format: a word list reads better packed
export const pigeonLines = [
  'Janssen', 'Van Loon', 'Gaby Vandenabeele', 'Leo Heremans', 'Van den Bulck', 'Delbar', 'Sion',
  'Stichelbaut', 'Houben', 'Vandenheede', 'Kanat Yıldızı', 'Ege Rüzgârı',
] as const;

export const pigeonStates = ['Yarışçı', 'Damızlık', 'Satışta', 'Satıldı'] as const;

export const raceDistances = [
  'sprint (100-400 km)',
  'orta mesafe (400-600 km)',
  'uzun mesafe (600 km üzeri)',
] as const;

// biome-ignore format: a word list reads better packed
export const releasePoints = [
  'Edirne', 'Kırklareli', 'Afyonkarahisar', 'Eskişehir', 'Ankara', 'Konya', 'Kütahya', 'Uşak',
  'Bilecik', 'Sakarya', 'Bolu', 'Aksaray',
] as const;
