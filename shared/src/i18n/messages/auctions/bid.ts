// The auctions area's `bid` texts (messages.bid; see ../../messages.ts).
export const label = 'Teklifiniz (TL)';
export const submit = 'Teklif Ver';
export const minimum = 'En düşük teklif: {amount}';
export const empty = 'Teklif verme alanı boş bırakılamaz';
export const notWhole = 'Teklif tam sayı olmalı';
export const signInRequired = 'Teklif vermek için öncelikle giriş yapmalısınız';
export const tooLow = 'Verdiğiniz teklif çok düşük';
export const confirm = '{amount}TL Değerindeki Teklifinizi Onaylıyor musunuz?';
export const rejected = 'Teklif reddedildi';
export const rejectedWithReason = 'Teklif reddedildi: {reason}';
export const success = 'Teklif başarıyla verildi';
// Maximum (proxy) bids.
export const modeLabel = 'Teklif türü';
export const modeSingle = 'Tek teklif';
export const modeMaximum = 'Azami teklif';
export const maximumLabel = 'Azami teklifiniz (TL)';
export const maximumHint =
  'Başka bir üye teklif verdikçe sistem, bu tutara kadar sizin adınıza en küçük artışla teklif verir. Azami teklifinizi yalnızca siz görürsünüz.';
export const maximumConfirm =
  'En fazla {amount}TL ödemeyi kabul ederek azami teklifinizi onaylıyor musunuz?';
export const maximumSaved = 'Azami teklifiniz kaydedildi. En yüksek teklif sizin.';
export const maximumRaised = 'Azami teklifiniz yükseltildi.';
export const outbidByMaximum =
  'Teklifiniz kaydedildi, ancak başka bir üyenin azami teklifi daha yüksek. Güncel fiyat: {amount}.';
export const maximumOnlyRaise =
  'Azami teklif yalnızca yükseltilebilir; şu anki azami teklifiniz {amount}.';
// Staff's spending limit: what a member leads plus what they won and owe.
export const spendingLimit =
  'Harcama limitiniz {limit}. Diğer açık arttırmalarda önde olduğunuz teklifler ve ödenmemiş kazançlarınız {committed} tutuyor; bu açık arttırmaya en fazla {room} teklif verebilirsiniz.';
export const spendingLimitInvalid =
  'Harcama limiti, en fazla {max} olan pozitif bir tam sayı olmalı (kaldırmak için boş bırakın).';
export const spendingLimitReached =
  'Harcama limitinize ({limit}) ulaştınız: önde olduğunuz teklifler ve ödenmemiş kazançlarınız {committed} tutuyor. Yeni teklif için ödemenizi yapın ya da yönetimle görüşün.';
export const title = 'Teklif Verin';
export const signIn = 'Giriş Yap';
// The server's refusal reasons (POST /api/fn/bid).
export const ended = 'Açık arttırma sona erdi.';
export const cancelled = 'Bu açık arttırma iptal edildi; teklif verilemez.';
export const alreadyTop = 'En yüksek teklif zaten sizin.';
export const ownAuction = 'Kendi açık arttırmanıza teklif veremezsiniz.';
export const signatureInvalid = 'Cihaz imzası doğrulanamadı.';
export const signatureOutdated =
  'Teklif eski bir imza biçimiyle gönderildi; sayfayı yenileyip teklifinizi yeniden verin.';
export const mfaRequired = 'İki faktörlü doğrulama gerekli.';
export const invalidRequest = 'Geçersiz teklif isteği.';
export const tooHigh = 'Teklif tutarı izin verilen sınırı aşıyor.';
// The bid ceiling (maximumAcceptedBid of '@kanat/shared/rules'); {maximum} is formatted money.
export const aboveCeiling =
  'Teklifiniz çok yüksek. Bu açık arttırmada en fazla {maximum} teklif verebilirsiniz.';
// Staff raising the ceiling of one auction (staffSetBidCeiling, `staff set-bid-ceiling`).
export const ceilingInvalid = 'Teklif tavanı, en fazla {limit} olan pozitif bir tam sayı olmalı.';
export const ceilingNotAbove =
  'Teklif tavanı, kuralın şu an izin verdiği en yüksek tekliften ({maximum}) büyük olmalı.';
/** Issue 33, non-payers: staff (or the overdue pass) flagged the member for unpaid statements. */
export const paymentFlagged =
  'Ödenmemiş alım belgeleriniz nedeniyle şu an teklif veremezsiniz. Ödeme için dernekle iletişime geçin.';
/** Issue 35: the sale's contract is accepted once per sale, before the first bid in it. */
export const saleContractRequired =
  'Bu satışta teklif vermeden önce ön bilgilendirme formunu ve satış koşullarını okuyup kabul etmelisiniz.';
