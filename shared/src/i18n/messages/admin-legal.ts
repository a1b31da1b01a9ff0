// Console and server texts of the legal texts (aydınlatma metni, koşullar, politikalar).
export const adminLegalMessages = {
  adminLegal: {
    server: {
      titleEmpty: 'Metnin başlığı boş olamaz.',
      htmlEmpty: 'Metin boş olamaz.',
      notPublished: 'Bu metin henüz yayımlanmadı.',
      acknowledgementMissing:
        'Kayıt için aydınlatma metnini okuduğunuzu onaylamalı ve kullanım koşullarını kabul etmelisiniz.',
      stale: 'Metin güncellendi, lütfen yeniden okuyun.',
      audit: {
        publish: '“{title}” yayımlandı ({kind}, sürüm {version})',
      },
    },
    title: 'Yasal metinler',
    intro:
      'Her kayıt yeni bir sürüm yayımlar; eski sürümler değişmez ve üyelerin hangi sürümü okuduğu saklanır.',
    kind: 'Metin',
    version: 'Sürüm',
    date: 'Yürürlük',
    publishedBy: 'Yayımlayan',
    none: 'Henüz yayımlanmadı',
    edit: 'Yeni sürüm yayımla',
    history: 'Geçmiş sürümler',
    back: 'Yasal metinlere dön',
    titleLabel: 'Başlık',
    htmlLabel: 'Metin',
    publish: 'Yayımla',
    published: 'Sürüm {version} yayımlandı.',
    loadFailed: 'Yasal metinler yüklenemedi.',
    kinds: {
      notice: 'Aydınlatma Metni',
      terms: 'Kullanım Koşulları',
      privacy: 'Gizlilik Politikası',
      cookies: 'Çerez Politikası',
      marketing: 'Ticari Elektronik İleti Onay Metni',
      'sale-contract': 'Ön Bilgilendirme Formu ve Satış Koşulları',
    },
  },
} as const;
