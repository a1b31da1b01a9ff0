// Turkish texts: the terminal commands' part of the one catalogue (composed in ../messages.ts).
// Their usage texts stay beside the option parsing they describe.
export const cliMessages = {
  /** What the `seed`, `staff`, `outbox` and `news` commands print. */
  cli: {
    connection: 'Bağlantı: {via}',
    embeddedDatabase: 'gömülü veritabanı {dir}',
    adminTokenMissing:
      'Yönetici anahtarı yok: --token verin ya da DATA_DIR ({dataDir}) sunucununki olsun.',
    serverNotAnswering:
      'Sunucu çalışıyor görünüyor (süreç {pid}) ama {url} yanıt vermiyor; gömülü veritabanı o sürecin elinde olabileceğinden açılmadı. Sunucuyu kontrol edip tekrar deneyin.',
    fileNotFound: 'Dosya bulunamadı: {path}',

    outboxLine: '{at}  {kind}  {to}  kod: {code}  [{status}]  {text}',
    outboxMailLine: '{at}  {kind}  {to}  konu: {subject}  [{status}]\n{text}',

    seedUnknownOption: 'Bilinmeyen seçenek: {options}\nKullanım: seed [--reset]',
    seedNotEmpty:
      'Veritabanında zaten veri var; hiçbir şey değişmedi. Silip yeniden yüklemek için --reset kullanın.',
    seedCleared: 'Veritabanı boşaltıldı.',
    seedSummary: [
      'Örnek veriler yüklendi ({seconds} sn):',
      '  {members} üye, {fakeUsers} hesapsız sahip',
      '  {pigeons} güvercin',
      '  {auctions} açık arttırma, {containers} grup, {bids} teklif',
      '  {news} haber, {comments} yorum, {likes} beğeni',
      '  {galleryPhotos} galeri fotoğrafı, {images} resim dosyası ({mediaDir})',
    ].join('\n'),

    staffAccountOpen: 'açık',
    staffAccountClosed: 'kapalı ({reason})',
    /** The roles an account holds, after its line: '[Yönetici, Editör]'. */
    staffRoles: '[{roles}]',
    staffPendingRegistrations: 'Onay bekleyen kayıtlar ({count}):',
    staffPendingChanges: 'Onay bekleyen profil değişiklikleri ({count}):',
    staffChange: '-> doğum {dateOfBirth}, {province}/{city}, mail {mail}, telefon {phone}',
    staffCeilingRule:
      'Açık arttırma {auctionId}: teklif tavanı kurala döndü; şu an en fazla {maximum} TL.',
    staffCeilingSet:
      'Açık arttırma {auctionId}: teklif tavanı {ceiling} TL; şu an en fazla {maximum} TL.',
    /** What a staff command did, by its `done` value. */
    staffDone: {
      'approved-registration': 'Kayıt onaylandı',
      'approved-profile': 'Profil değişikliği onaylandı',
      'approved-both': 'Kayıt ve profil değişikliği onaylandı',
      'rejected-profile': 'Profil değişikliği reddedildi',
      disabled: 'Hesap devre dışı bırakıldı',
      enabled: 'Hesap açıldı',
      'granted-staff': 'Bütün yetkiler verildi (yönetici, mezat görevlisi, editör)',
      'revoked-staff': 'Bütün yetkiler geri alındı',
      'roles-set': 'Yetkiler belirlendi',
    },

    newsItem: '#{id} "{title}" ({date})',
    newsItemPicture: 'resim: {picture}',
    newsDateUnreadable: 'Tarih anlaşılamadı: "{text}"',
    newsIdInvalid: 'Haber numarası (id) eksik ya da geçersiz.',
    newsPictureOptionsExclusive: '--picture, --picture-url ve --no-picture birlikte kullanılamaz.',
    newsUnexpectedAnswer: 'Beklenmeyen yanıt: {answer}',
    newsExtraValues: 'Fazladan değer: {values}',
    newsUnknownCommand: 'Bilinmeyen komut: {command}',
    newsPublishNeedsTitleAndBody: 'publish için --title ve --body gerekli.',
    newsNothingToChange: 'Değiştirilecek bir alan verin.',
    newsCountRange: '--count 1 ile 50 arasında olmalı.',
    newsPublished: 'Haber yayınlandı: {item}\nSitede: /haberler/{id}',
    newsUpdated: 'Haber güncellendi: {item}',
    newsDeleted: 'Haber silindi: #{id}',
    newsNone: 'Hiç haber yok.',
  },
} as const;
