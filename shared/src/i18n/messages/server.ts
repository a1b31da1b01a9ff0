// Turkish texts only the server sends or writes: its answers from the account functions, the
// staff operations, the development outbox page and its configuration errors. They are not
// in the browser's catalogue (../messages.ts); the whole catalogue is ../full.ts.
export const serverMessages = {
  /** The answer of any API call while the database is out of reach (503). */
  database: {
    unavailable: 'Veritabanına şu anda ulaşılamıyor; lütfen biraz sonra tekrar deneyin.',
  },
  /** GET /readyz: why this instance should not get traffic yet. */
  readiness: {
    shuttingDown: 'Sunucu kapanıyor.',
    migrationsPending: 'Veritabanı güncellemeleri henüz uygulanmadı.',
  },
  /** Texts the server sends back from the account functions (server/README.md, "Accounts"). */
  accountServer: {
    codeSms: 'Kanat Mezat doğrulama kodunuz: {code}. Bu kodu kimseyle paylaşmayın.',
    resetSms: 'Kanat Mezat şifre sıfırlama kodunuz: {code}. Bu kodu kimseyle paylaşmayın.',
    codeExpired: 'Doğrulama kodunun süresi doldu, lütfen yeni bir kod isteyin.',
    codeTargetNotAllowed: 'Bu telefon numarasına doğrulama kodu gönderilemez.',
    phoneProofMissing: 'Önce telefon numaranızı doğrulamanız gerekiyor.',
    keyNotFound: 'Bu cihaz için anahtar bulunamadı.',
    keyInvalid: 'Cihaz anahtarı geçersiz.',
    signatureInvalid: 'İmza doğrulanamadı.',
    challengeMissing: 'Doğrulama isteğinin süresi doldu, lütfen tekrar deneyin.',
    mfaRequired: 'İki faktörlü doğrulama gerekli.',
    notApproved: 'Hesabınız henüz onaylanmadı.',
    awaitingApproval: 'Kaydınız yönetici onayı bekliyor.',
    profileAwaitingApproval: 'Bilgileriniz güncellendi, yönetici onayı bekleniyor.',
    disabledByStaff: 'Hesabınız yönetici tarafından devre dışı bırakıldı.',
    registrationIncomplete: 'Kayıt tamamlanmamış.',
    registrationComplete: 'Kaydınız zaten tamamlanmış.',
    phoneNotFound: 'Telefon numarası bulunamadı',
    readOnlyChanged: 'Kullanıcı adı ve ad soyad değiştirilemez.',
    invalidDeviceId: 'Cihaz kimliği geçersiz.',
    invalidData: 'Girilen bilgiler geçersiz.',
    accountDisabled: 'Hesabınız devre dışı.',
    smsUnavailable: 'SMS gönderilemedi, lütfen daha sonra tekrar deneyin.',
  },
  /** Answers of the staff operations (staff command and staff functions). */
  staff: {
    nothingToApprove: 'Bu hesapta onay bekleyen bir kayıt ya da değişiklik yok.',
    noPendingChange: 'Bu hesapta onay bekleyen bir profil değişikliği yok.',
    pendingChangeFirst:
      'Bu hesapta onay bekleyen bir profil değişikliği var: önce onaylayın ya da reddedin.',
  },
  /**
   * The development outbox page (GET /dev/outbox: no SMS gateway, loopback callers only): the
   * SMS and mails the site sent; also the kind and state words of the `outbox` command.
   */
  retention: {
    auditSummary:
      'Saklama süresi dolan kayıtlar silindi: {sessions} oturum, {codes} kod ve bağlantı, {messages} SMS ve e-posta, {notices} bildirim; {ips} oturumun ve {contactIps} iletişim mesajının IP adresi silindi.',
    settingsAudit: 'Saklama süreleri değiştirildi',
    outOfBounds: '{name} en az {least}, en fazla {most} olabilir.',
    // The console's page (Saklama süreleri, administrators).
    title: 'Saklama süreleri',
    formTitle: 'Süreler',
    intro:
      'Sitenin artık gerekmeyen kayıtları ne kadar sakladığı (KVKK). Süresi dolanları sunucu her on dakikada bir siler ya da kısaltır ve ne sildiğini aşağıya yazar. Silinen üyelerin satış kayıtları (teklifler, sonuçlar, hesap özetleri) takma adla yasal süre boyunca saklanır.',
    fields: {
      sentMessagesDays: 'Gönderilen SMS ve e-postalar (gün)',
      sentNoticesDays: 'Gönderilen üye bildirimleri (gün)',
      sessionIpDays: 'Oturumların IP adresleri (gün)',
      contactIpDays: 'İletişim mesajlarının IP adresleri (gün)',
      salesRecordsYears: 'Silinen üyelerin satış kayıtları (yıl)',
    },
    hints: {
      sentMessagesDays: 'Doğrulama kodları ve bildirim iletileri; bekleyenler silinmez.',
      sentNoticesDays: 'Teklifiniz geçildi, kazandınız, ödeme hatırlatması gibi bildirimler.',
      sessionIpDays: 'Oturum sürer; yalnızca IP adresi silinir.',
      contactIpDays: 'Kötüye kullanımı görmek için saklanır; mesajın kendisi kalır.',
      salesRecordsYears: 'Türk Ticaret Kanunu ticari defter ve belgeler için en az 10 yıl öngörür.',
    },
    defaultValue: 'Varsayılan: {value}',
    save: 'Kaydet',
    saved: 'Saklama süreleri kaydedildi.',
    passes: 'Son silme turları',
    noPasses: 'Henüz silinen bir kayıt yok.',
    loadFailed: 'Saklama süreleri yüklenemedi.',
  },
  devOutbox: {
    title: 'Geliştirici Giden Kutusu',
    intro:
      'Sitenin gönderdiği son SMS ve e-postalar. Bu sayfa yalnızca SMS sağlayıcısı tanımlı değilken ve yalnızca bu bilgisayardan açılır.',
    kind: 'Tür',
    kinds: { sms: 'SMS', mail: 'E-posta' },
    to: 'Alıcı',
    subject: 'Konu',
    text: 'Mesaj',
    code: 'Kod',
    time: 'Zaman',
    status: 'Durum',
    statuses: { pending: 'Bekliyor', sent: 'Gönderildi', failed: 'Gönderilemedi' },
    empty: 'Henüz gönderilmiş SMS ya da e-posta yok.',
  },
  /** Why the server refuses to start: a setting in its environment is wrong or missing. */
  serverConfig: {
    heading: 'Geçersiz yapılandırma:',
    invalid: '{variable} geçersiz',
    nodeEnv: 'NODE_ENV development, production ya da test olmalı (verilen: "{given}")',
    port: 'PORT 0 ile 65535 arasında bir tam sayı olmalı (verilen: "{given}")',
    httpUrl: '{variable} bir http(s) adresi olmalı (verilen: "{given}")',
    urlOrPath:
      '{variable} bir http(s) adresi ya da / ile başlayan bir yol olmalı (verilen: "{given}")',
    trueOrFalse: '{variable} true ya da false olmalı (verilen: "{given}")',
    logLevel: 'LOG_LEVEL şunlardan biri olmalı: {levels} (verilen: "{given}")',
    mailFrom: 'MAIL_FROM "Ad <adres@alan.com>" ya da "adres@alan.com" olmalı (verilen: "{given}")',
    positiveInteger: '{variable} pozitif bir tam sayı olmalı (verilen: "{given}")',
    databaseUrl: 'DATABASE_URL postgres:// ya da postgresql:// ile başlamalı',
    vapidPublicKey: 'VAPID_PUBLIC_KEY 87 karakterlik base64url bir P-256 açık anahtarı olmalı',
    vapidPrivateKey: 'VAPID_PRIVATE_KEY 43 karakterlik base64url bir P-256 özel anahtarı olmalı',
    vapidSubject: 'VAPID_SUBJECT bir mailto: adresi ya da https adresi olmalı (verilen: "{given}")',
    vapidPair: 'VAPID_PUBLIC_KEY ile VAPID_PRIVATE_KEY birlikte verilmeli',
    pushTestEndpointOrigin:
      'PUSH_TEST_ENDPOINT_ORIGIN http://127.0.0.1:<port> biçiminde olmalı (verilen: "{given}")',
    smtpUrl: 'SMTP_URL smtp:// ya da smtps:// ile başlayan bir adres olmalı',
    s3Bucket:
      'S3_BUCKET geçerli bir kova (bucket) adı olmalı: 3–63 karakter; küçük harf, rakam, nokta ve tire (verilen: "{given}")',
    s3Region:
      'S3_REGION küçük harf, rakam ve tireden oluşan bir bölge adı olmalı, örn. eu-central-1 (verilen: "{given}")',
    s3Incomplete:
      'Medyayı nesne deposunda (S3) tutmak için S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY birlikte verilmeli; eksik: {missing}',
    smsTokenWithoutUrl: 'SMS_GATEWAY_TOKEN yalnızca SMS_GATEWAY_URL ile birlikte kullanılabilir',
    productionNeedsSms:
      'NODE_ENV=production için SMS_GATEWAY_URL gerekli: doğrulama kodları gerçek bir SMS sağlayıcısıyla gönderilmeli',
    productionNeedsPublicUrl:
      'NODE_ENV=production için PUBLIC_URL gerekli (sitenin genel adresi, örn. https://kanatmezat.com.tr)',
    productionPushTestOrigin:
      'NODE_ENV=production ile PUSH_TEST_ENDPOINT_ORIGIN verilemez: bildirimler yalnızca tarayıcıların bildirim servislerine gönderilir',
  },
  /** Notices to members (the notice sender, server/README.md "Notifications"). */
  notices: {
    outbidSms:
      'Kanat Mezat: "{name}" açık arttırmasında teklifiniz geçildi. Güncel fiyat: {amount}.',
    outbidMailSubject: 'Teklifiniz geçildi: {name}',
    outbidMailText:
      'Merhaba {fullname},\n\n"{name}" açık arttırmasında teklifiniz geçildi. Güncel fiyat: {amount}.\n\nAçık arttırmaya gitmek için: {url}\n\nKanat Mezat',
    maximumExceededSms:
      'Kanat Mezat: "{name}" açık arttırmasında azami teklifiniz aşıldı. Güncel fiyat: {amount}.',
    maximumExceededMailSubject: 'Azami teklifiniz aşıldı: {name}',
    maximumExceededMailText:
      'Merhaba {fullname},\n\n"{name}" açık arttırmasında azami teklifiniz aşıldı. Güncel fiyat: {amount}.\n\nAçık arttırmaya gitmek için: {url}\n\nKanat Mezat',
    // Closing and ending-soon events (server/README.md "Notifications").
    wonSms: 'Kanat Mezat: "{name}" açık arttırmasını {amount} ile kazandınız.',
    wonMailSubject: 'Kazandınız: {name}',
    wonMailLine: '"{name}" açık arttırmasını {amount} ile kazandınız.',
    wonMailText:
      'Merhaba {fullname},\n\n"{name}" açık arttırmasını {amount} ile kazandınız.\n\nAçık arttırmaya gitmek için: {url}\n\nKanat Mezat',
    lostSms:
      'Kanat Mezat: "{name}" açık arttırması sona erdi; kazanan siz değilsiniz. Satış fiyatı {amount}.',
    lostMailSubject: 'Açık arttırma sona erdi: {name}',
    lostMailLine:
      '"{name}" açık arttırması sona erdi; kazanan siz değilsiniz. Satış fiyatı {amount}.',
    lostMailText:
      'Merhaba {fullname},\n\n"{name}" açık arttırması sona erdi; kazanan siz değilsiniz. Satış fiyatı {amount}.\n\nAçık arttırmaya gitmek için: {url}\n\nKanat Mezat',
    endingSoonSms:
      'Kanat Mezat: "{name}" açık arttırmasının bitmesine 10 dakika kaldı. Güncel fiyat {amount}.',
    endingSoonMailSubject: '10 dakika kaldı: {name}',
    endingSoonMailLine:
      '"{name}" açık arttırmasının bitmesine 10 dakika kaldı. Güncel fiyat {amount}.',
    endingSoonMailText:
      'Merhaba {fullname},\n\n"{name}" açık arttırmasının bitmesine 10 dakika kaldı. Güncel fiyat {amount}.\n\nAçık arttırmaya gitmek için: {url}\n\nKanat Mezat',
    watchedEndingSoonSms:
      'Kanat Mezat: Takip ettiğiniz "{name}" açık arttırmasının bitmesine 10 dakika kaldı. Güncel fiyat {amount}.',
    watchedEndingSoonMailSubject: 'Takip ettiğiniz açık arttırmaya 10 dakika kaldı: {name}',
    watchedEndingSoonMailLine:
      'Takip ettiğiniz "{name}" açık arttırmasının bitmesine 10 dakika kaldı. Güncel fiyat {amount}.',
    watchedEndingSoonMailText:
      'Merhaba {fullname},\n\nTakip ettiğiniz "{name}" açık arttırmasının bitmesine 10 dakika kaldı. Güncel fiyat {amount}.\n\nAçık arttırmaya gitmek için: {url}\n\nKanat Mezat',
    watchedGroupEndingSoonSms:
      'Kanat Mezat: Takip ettiğiniz "{name}" grup ihalesinde ilk açık arttırmanın bitmesine 10 dakika kaldı.',
    watchedGroupEndingSoonMailSubject: 'Takip ettiğiniz grup ihalesi bitiyor: {name}',
    watchedGroupEndingSoonMailLine:
      'Takip ettiğiniz "{name}" grup ihalesinde ilk açık arttırmanın bitmesine 10 dakika kaldı.',
    watchedGroupEndingSoonMailText:
      'Merhaba {fullname},\n\nTakip ettiğiniz "{name}" grup ihalesinde ilk açık arttırmanın bitmesine 10 dakika kaldı.\n\nGrup ihalesine gitmek için: {url}\n\nKanat Mezat',
    // After the hammer (issue 33): a buyer's statement, its payment reminders and a
    // second-chance offer. {title}: the sale's (or the lot's) title; {amount}: kuruş as
    // formatKurus writes them; {due}: the due day (dd.mm.yyyy); {iban}: ' ' + ibanPart, or ''.
    statementSms:
      'Kanat Mezat: "{title}" alım belgeniz hazır. Toplam {amount}, son ödeme günü {due}. Açıklamaya yazılacak ödeme referansı: {reference}.{iban}',
    statementMailSubject: 'Alım belgeniz hazır: {title}',
    statementMailLine:
      'Alım belgeniz hazır: "{title}". Toplam {amount}, son ödeme günü {due}. Ödemenin açıklamasına {reference} referansını yazın.{iban}',
    statementMailText:
      'Merhaba {fullname},\n\nAlım belgeniz hazır: "{title}". Toplam {amount}, son ödeme günü {due}. Ödemenin açıklamasına {reference} referansını yazın.{iban}\n\nAlım belgenizi görmek için: {url}\n\nKanat Mezat',
    reminderBeforeSms:
      'Kanat Mezat: "{title}" alım belgenizin son ödeme günü {due}. Kalan borcunuz {amount}, ödeme referansı {reference}.{iban}',
    reminderBeforeMailSubject: 'Son ödeme günü yaklaşıyor: {title}',
    reminderBeforeMailLine:
      '"{title}" alım belgenizin son ödeme günü {due}. Kalan borcunuz {amount}; ödemenin açıklamasına {reference} referansını yazın.{iban}',
    reminderBeforeMailText:
      'Merhaba {fullname},\n\n"{title}" alım belgenizin son ödeme günü {due}. Kalan borcunuz {amount}; ödemenin açıklamasına {reference} referansını yazın.{iban}\n\nAlım belgenizi görmek için: {url}\n\nKanat Mezat',
    reminderAfterSms:
      'Kanat Mezat: "{title}" alım belgenizin son ödeme günü ({due}) geçti. Kalan borcunuz {amount}, ödeme referansı {reference}.{iban}',
    reminderAfterMailSubject: 'Son ödeme günü geçti: {title}',
    reminderAfterMailLine:
      '"{title}" alım belgenizin son ödeme günü ({due}) geçti. Kalan borcunuz {amount}; lütfen ödemenin açıklamasına {reference} referansını yazarak ödeyin.{iban}',
    reminderAfterMailText:
      'Merhaba {fullname},\n\n"{title}" alım belgenizin son ödeme günü ({due}) geçti. Kalan borcunuz {amount}; lütfen ödemenin açıklamasına {reference} referansını yazarak ödeyin.{iban}\n\nAlım belgenizi görmek için: {url}\n\nKanat Mezat',
    /** Added to a statement's texts when the house's account is set. */
    ibanPart: 'IBAN: {iban}.',
    ibanPartNamed: 'IBAN: {iban} ({accountName}).',
    secondChanceSms:
      'Kanat Mezat: İkinci şans teklifi: {title} lotunu {amount} karşılığında almak ister misiniz? {until} saatine kadar /hesabim/alimlar sayfasından yanıtlayın.',
    secondChanceMailSubject: 'İkinci şans teklifi: {title}',
    secondChanceMailLine:
      'İkinci şans teklifi: {title} lotunu {amount} karşılığında almak ister misiniz? {until} saatine kadar /hesabim/alimlar sayfasından yanıtlayın.',
    secondChanceMailText:
      'Merhaba {fullname},\n\nİkinci şans teklifi: {title} lotunu {amount} karşılığında almak ister misiniz? {until} saatine kadar /hesabim/alimlar sayfasından yanıtlayın.\n\nYanıtlamak için: {url}\n\nKanat Mezat',
    // A message staff send to a group's bidders and watchers. {name}: the group's name;
    // {subject} and {text}: what staff wrote (plain text).
    announcementSms: 'Kanat Mezat ({name}): {text}',
    announcementDefaultSubject: 'Kanat Mezat duyurusu: {name}',
    announcementMailText:
      'Merhaba {fullname},\n\n{text}\n\nGrup ihalesine gitmek için: {url}\n\nKanat Mezat',
    // A sale followed from the calendar has opened (issue 36). {name}: the group's or the hall
    // mezat's title.
    saleOpeningGroupSms: 'Kanat Mezat: Takip ettiğiniz "{name}" grup ihalesinde teklifler açıldı.',
    saleOpeningGroupMailSubject: 'Teklifler açıldı: {name}',
    saleOpeningGroupMailLine: 'Takip ettiğiniz "{name}" grup ihalesinde teklifler açıldı.',
    saleOpeningGroupMailText:
      'Merhaba {fullname},\n\nTakip ettiğiniz "{name}" grup ihalesinde teklifler açıldı.\n\nGrup ihalesine gitmek için: {url}\n\nKanat Mezat',
    saleOpeningHallSms:
      'Kanat Mezat: Takip ettiğiniz "{name}" salon mezatı başladı; canlı izleyip internetten teklif verebilirsiniz.',
    saleOpeningHallMailSubject: 'Salon mezatı başladı: {name}',
    saleOpeningHallMailLine:
      'Takip ettiğiniz "{name}" salon mezatı başladı; canlı izleyip internetten teklif verebilirsiniz.',
    saleOpeningHallMailText:
      'Merhaba {fullname},\n\nTakip ettiğiniz "{name}" salon mezatı başladı; canlı izleyip internetten teklif verebilirsiniz.\n\nMezata gitmek için: {url}\n\nKanat Mezat',
    hallMailLink: 'Canlı mezata git',
    statementMailLink: 'Alım belgenize git',
    secondChanceMailLink: 'Teklifi yanıtla',
    groupMailLink: 'Grup ihalesine git',
    mailGreeting: 'Merhaba {fullname},',
    mailLink: 'Açık arttırmaya git',
    mailSignature: 'Kanat Mezat',
    outbidMailLine: '"{name}" açık arttırmasında teklifiniz geçildi. Güncel fiyat: {amount}.',
    maximumExceededMailLine:
      '"{name}" açık arttırmasında azami teklifiniz aşıldı. Güncel fiyat: {amount}.',
    member: 'değerli üyemiz',
    invalidPrefs: 'Bildirim tercihleri geçersiz.',
    // Web Push (the browser's notification: a title and one line).
    outbidPushTitle: 'Teklifiniz geçildi',
    outbidPushBody: '"{name}" açık arttırmasında güncel fiyat {amount}.',
    maximumExceededPushTitle: 'Azami teklifiniz aşıldı',
    maximumExceededPushBody: '"{name}" açık arttırmasında güncel fiyat {amount}.',
  },
  /** Web Push subscriptions (`subscribePush`). */
  push: {
    badEndpoint:
      'Bildirim adresi geçersiz: yalnızca tarayıcıların bildirim servislerinin (Chrome, Firefox, Safari, Edge) https adresleri kabul edilir.',
    rateLimited: 'Bildirim ayarını çok sık değiştirdiniz, biraz sonra tekrar deneyin.',
    badKeys: 'Bildirim anahtarları geçersiz.',
  },
} as const;
