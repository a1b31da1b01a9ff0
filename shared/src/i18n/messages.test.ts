import { fill, messages } from '@kanat/shared/i18n/full';

function allTexts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) =>
      allTexts(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const texts = allTexts(messages);

// Stems of Turkish words as they look typed without Turkish letters. None may survive in
// what the user reads ('Sifre gecersiz' must be 'Şifre geçersiz').
const ASCII_STAND_INS = [
  'sifre',
  'gecersiz',
  'gecerli',
  'yukleniyor',
  'yuklen',
  'basarili',
  'basarisiz',
  'basari',
  'giris',
  'cikis',
  'kayit',
  'hatali',
  'dogru',
  'dogum',
  'gonder',
  'iletisim',
  'arttirma',
  'arsiv',
  'katilimci',
  'guvercin',
  'bulunamadi',
  'olustu',
  'olmali',
  'yanlis',
  'islem',
  'sifirla',
  'degis',
  'dusuk',
  'icin',
  'uyusm',
  'gecmis',
  'kullanici',
  'ilce',
  'sehir',
  'begen',
  'hakkimizda',
  'kosul',
  'cerez',
  'hizli',
  'ihaleler',
  'sureci',
  'suresi',
  'tamamlanmadi',
  'tamamlanmamis',
  'bos ',
  'bos.',
  'gorsel',
  'fotograf',
  'ulas',
  'karsilas',
  'esnasi',
  'birak',
  'kaldir',
  'onayli',
  'degerindeki',
  'cok ',
  'isim',
  'ilk yorum',
  'mesajiniz',
  'adiniz',
  'yapmalisiniz',
  'hesabiniz',
  'sayfasi',
  'lutfen',
  'gorunt',
];
/** 'sonuç' softens before a vowel ('sonucu', 'sonucun'): only other forms lack the ç. */
const SONUC_WITHOUT_CEDILLA = /sonuc(?![uı])/;
const DOTLESS_CAPITAL_I_WORDS = /\bI(ptal|sim|lk|let|ki|l\b|lçe)/;
/**
 * The question word follows the vowel before it: 'ister misiniz' is Turkish, 'yapar misiniz'
 * an ASCII stand-in for 'yapar mısınız'.
 */
const QUESTION_AFTER_BACK_VOWEL = /[aıou][^aıoueiöü\s]*\s+misiniz/i;

function standInsIn(text: string): string[] {
  // 'İptal'.toLowerCase() keeps a combining dot, so real Turkish never matches 'iptal'.
  const lower = text.toLowerCase();
  const found = ASCII_STAND_INS.filter((stem) => lower.includes(stem));
  if (SONUC_WITHOUT_CEDILLA.test(lower)) found.push('sonuc');
  if (DOTLESS_CAPITAL_I_WORDS.test(text)) found.push('I for İ');
  if (QUESTION_AFTER_BACK_VOWEL.test(text)) found.push('misiniz');
  return found;
}

describe('the Turkish message catalogue', () => {
  it('has no ASCII stand-ins for Turkish words', () => {
    const offenders = texts
      .map(([path, text]) => ({ path, text, found: standInsIn(text) }))
      .filter((entry) => entry.found.length > 0);
    expect(offenders).toEqual([]);
  });

  it('the stand-in scan catches SPEC-style ASCII texts and passes their Turkish forms', () => {
    for (const ascii of [
      'Sifre gecersiz',
      'Yukleniyor...',
      'Kayit basarili',
      'Iptal edildi',
      'Ilk yorumu sen yap',
      'Onaylar misiniz?',
      'Sonuclar yuklendi',
      'Yaris sonuc',
    ]) {
      expect({ ascii, flagged: standInsIn(ascii).length > 0 }).toEqual({ ascii, flagged: true });
    }
    for (const turkish of [
      'Şifre geçersiz',
      'Yükleniyor...',
      'Kayıt başarılı',
      'İptal edildi',
      'İlk yorumu sen yap',
      'Onaylar mısınız?',
      'Almak ister misiniz?',
      'Sonucu sil',
      'Sonuçlar yüklendi',
    ]) {
      expect(standInsIn(turkish)).toEqual([]);
    }
  });

  it('has no empty texts and no stray whitespace', () => {
    for (const [path, text] of texts) {
      expect({ path, ok: text.trim() === text && text.length > 0 }).toEqual({ path, ok: true });
    }
  });

  it('holds the texts the product shows', () => {
    const values = new Set(texts.map(([, text]) => text));
    const required = [
      'Bir Şeyler Yanlış Gitti',
      'Kayıt başarısız',
      'Kayıt başarılı',
      'Telefon numarası hatalı, +905xxxxxxxxx biçiminde olmalı',
      'Sayfa yüklenemedi.',
      'Yükleniyor...',
      'Açık arttırma bulunamadı',
      'Grup ihale bulunamadı',
      'Arşiv bulunamadı',
      'Bir Hata Oluştu',
      'Ana Sayfa',
      'Açık Arttırmalar',
      'Grup İhaleler',
      'Arşiv',
      'Katılımcılar',
      'Galeri',
      'Haberler',
      'Kurumsal',
      'Hakkımızda',
      'Kullanım Koşulları',
      'Gizlilik Politikası',
      'Çerez Politikası',
      'İletişim',
      'Kayıt Ol',
      'Giriş Yap',
      'Kayıt tamamlanmadı',
      'Tekliflerim',
      'Güvercinlerim',
      'Bilgilerim',
      'Çıkış Yap',
      'Hesabınızdan çıkış yapmak istiyor musunuz?',
      'Hızlı Linkler',
      'Sosyal Medya',
      'Galeride fotoğraf bulunamadı',
      'Kota aşıldı, daha sonra tekrar deneyin',
      'Kaydınızı Tamamlayın',
      'Devam ediyor',
      'Bitmek üzere',
      'Süresi doldu',
      'Şifreler uyuşmuyor.',
      'Şifre geçersiz',
      'Telefon numarası geçerli değil.',
      'Şifre geçerli değil.',
      'Teklif verme alanı boş bırakılamaz',
      'Teklif vermek için öncelikle giriş yapmalısınız',
      'Verdiğiniz teklif çok düşük',
      '{amount}TL Değerindeki Teklifinizi Onaylıyor musunuz?',
      'İsim boş olamaz',
      'Mail adresi geçersiz.',
      'Konu boş olamaz.',
      'Mail Geçersiz.',
      'Telefon Geçersiz.',
      'Doğum tarihi geçersiz.',
      'Değişiklik yok.',
      'Cevap kabul edilmedi.',
      'İptal edildi',
      'Bir doğrulama işlemi devam etmekte, daha sonra tekrar deneyin.',
      'Mail geçersiz',
      'Şifre Yanlış',
      'Telefon Numarası bulunamadı',
      'Çok fazla başarısız deneme yapıldı.',
      'Giriş başarısız. Mail ve şifrenizi kontrol ediniz.',
      'Kayıt tamamlanmamış',
      'İki faktör doğrulama hatası.',
      'Devam eden bir doğrulama işlemi bulunmakta, birazdan tekrar deneyiniz.',
      'Bir hata oluştu.',
      'Giriş başarılı.',
      'Telefon numarası bulunamadı.',
      'Bu linkin süresi geçmiş.',
      'Bu linkte bir problem var.',
      'Geçersiz şifre',
      'Şifreniz Sıfırlandı.',
      'Çıkış esnasında bir problem ile karşılaşıldı',
      'Yükleme esnasında bir problem oluştu',
      'Sonuç bulunamadı',
      'Haber bulunamadı',
      'Haber yüklenemedi.',
      'Yorumlar yüklenemedi',
      'İlk yorumu sen yap',
      'Teklif reddedildi',
      'Teklif başarıyla verildi',
      'Beğeni kaldırılamadı.',
      'Haber beğenilemedi.',
      'Bir hata ile karşılaştık',
      'Mesaj gönderildi',
      'Mesaj gönderilemedi.',
      'Kullanıcı verisi güncelleme başarılı.',
      'Şifreniz değiştirildi.',
      'Şifre yanlış.',
      'Resim Yüklenemedi',
    ];
    expect(required.filter((text) => !values.has(text))).toEqual([]);
  });
});

describe('fill', () => {
  it('puts values into placeholders', () => {
    expect(fill(messages.bid.confirm, { amount: '1.250' })).toBe(
      '1.250TL Değerindeki Teklifinizi Onaylıyor musunuz?',
    );
    expect(fill('{a} ve {b} ve {a}', { a: 1, b: 'iki' })).toBe('1 ve iki ve 1');
  });

  it('leaves unknown placeholders visible', () => {
    expect(fill('{years} yıldan fazla', {})).toBe('{years} yıldan fazla');
  });

  it('does not read inherited properties as values', () => {
    expect(fill('{toString}', {})).toBe('{toString}');
  });
});
