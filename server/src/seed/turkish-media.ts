// The texts of the demo site's pictures: gallery captions, sponsors and the slider's slides.

export const galleryScenes = [
  'Sabah antrenmanı',
  'Güvercinlikte akşam saatleri',
  'Yarış dönüşü',
  'Şampiyon erkek portresi',
  'Genç kuşlar ilk uçuşta',
  'Kulüp sergisinden',
  'Bilezik takma günü',
  'Sürü uçuşu',
  'Damızlık bölmesi',
  'Bırakış anı',
  'Kış bakımında dinlenme',
  'Ödül töreninden',
  'Çatıda gün batımı',
  'Yem saati',
] as const;

export const sponsorNames = [
  { name: 'Anadolu Yem', url: 'https://www.anadoluyem.com.tr' },
  { name: 'Kanatlı Veteriner Kliniği', url: 'https://www.kanatliveteriner.com.tr' },
  { name: 'Ege Kafes Sistemleri', url: 'https://www.egekafes.com.tr' },
  { name: 'Marmara Güvercin Derneği', url: 'https://www.marmaraguvercin.org.tr' },
  { name: 'Yıldız Lojistik', url: 'https://www.yildizlojistik.com.tr' },
  { name: 'Toros Vitamin', url: 'https://www.torosvitamin.com.tr' },
] as const;

export const sliderSlides = [
  {
    title: 'Türkiye’nin güvercin mezat sitesi',
    subtitle: 'Onaylı yetiştiricilerden şampiyon soylar',
  },
  { title: 'Canlı açık arttırmalar', subtitle: 'Teklifinizi verin, süreyi anbean takip edin' },
  { title: 'Grup ihaleler', subtitle: 'Bir yetiştiricinin seçkin kuşları tek grupta' },
  { title: 'Sezonun haberleri', subtitle: 'Yarış sonuçları, bakım önerileri ve duyurular' },
] as const;
