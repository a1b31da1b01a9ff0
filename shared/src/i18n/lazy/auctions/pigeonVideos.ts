// A pigeon's videos: the console's list and upload, the shared rule's and the server's refusals,
// and the auction page's players.
export const title = 'Videolar';
export const upload = 'MP4 video yükle';
export const uploading = 'Video yükleniyor ve işleniyor…';
export const uploadHint =
  'En fazla {mb} MB ve {seconds} saniye; MP4 (H.264). Sunucu videodan bir kapak karesi çıkarır.';
export const youTube = 'YouTube bağlantısı';
export const addYouTube = 'YouTube videosu ekle';
export const caption = 'Açıklama';
export const remove = 'Videoyu çıkar';
export const moveUp = 'Yukarı taşı';
export const save = 'Videoları kaydet';
export const saved = 'Videolar kaydedildi.';
export const none = 'Bu güvercinin videosu yok.';
export const fileVideo = 'Yüklenen video ({seconds} sn)';
export const youTubeVideo = 'YouTube videosu';
export const play = 'YouTube’da oynat';
export const playNote = 'Oynatınca video YouTube’dan yüklenir.';
export const watchOnYouTube = 'YouTube’da aç';
export const videoOf = '{tag} videosu';
export const duration = '{seconds} saniye';
export const auditSummary = '{tag} videoları kaydedildi ({count} video).';
// Refusals: the upload (server) and the list (the shared rule).
export const tooLarge = 'Video en fazla {mb} MB olabilir.';
export const tooLong = 'Video en fazla {seconds} saniye olabilir; bu video {length} saniye.';
export const unreadable = 'Video okunamadı; MP4 biçiminde bir video yükleyin.';
export const noPicture = 'Bu dosyada görüntü yok; MP4 biçiminde bir video yükleyin.';
export const codecRefused =
  'Bu video H.264 ile kaydedilmemiş (HEVC gibi), tarayıcıların çoğu oynatamaz. Telefonunuzda “En Uyumlu” kayıt biçimini seçin ya da videoyu MP4 (H.264) olarak dışa aktarın.';
export const failed = 'Video işlenemedi; başka bir dosya deneyin.';
export const noFfmpeg =
  'Bu sunucu video işleyemiyor (ffmpeg yok); site yönetimi FFMPEG_PATH ayarını yapmalı. YouTube bağlantısı ekleyebilirsiniz.';
export const tooMany = 'Bir güvercinin en fazla {max} videosu olabilir.';
export const youTubeInvalid =
  'Bir YouTube video bağlantısı yapıştırın (youtube.com/watch?v=… ya da youtu.be/…).';
export const captionTooLong = 'Açıklama en çok {max} karakter olabilir.';
export const duplicate = 'Aynı video iki kez eklenmiş.';
