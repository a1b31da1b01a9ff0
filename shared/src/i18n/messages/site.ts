// Turkish texts: site part of the one catalogue (composed in ../messages.ts).
// Each group's texts are a module of their own in ./site/, one export per text, so that an app
// keeps only the texts it reads (see ../messages.ts).
export * as common from './site/common';
/** The page's <title> (pageTitle, ../page-title.ts). */
export * as documentTitle from './site/documentTitle';
export * as footer from './site/footer';
export * as home from './site/home';
/** The versioned legal texts (KVKK): public pages, registration, /hesabim. */
export * as legal from './site/legal';
export * as nav from './site/nav';
export const errors = {
  /** Typed API error codes (firebase callable names) to a generic Turkish text. */
  'invalid-argument': 'Gönderilen bilgiler geçersiz.',
  unauthenticated: 'Bu işlem için giriş yapmalısınız.',
  'permission-denied': 'Bu işlem için yetkiniz yok.',
  'not-found': 'Aradığınız kayıt bulunamadı.',
  aborted: 'İşlem başka bir işlemle çakıştı, tekrar deneyin.',
  'already-exists': 'Bu kayıt zaten mevcut.',
  'resource-exhausted': 'Kota aşıldı, daha sonra tekrar deneyin',
  cancelled: 'İşlem iptal edildi.',
  internal: 'Sunucuda bir hata oluştu.',
  unimplemented: 'Bu işlem henüz desteklenmiyor.',
  unavailable: 'Sunucuya şu anda ulaşılamıyor, daha sonra tekrar deneyin.',
  'deadline-exceeded': 'Sunucu zamanında yanıt vermedi, tekrar deneyin.',
  'failed-precondition': 'İşlem şu anda yapılamıyor.',
  unknown: 'Bir hata oluştu.',
  network: 'Sunucuya ulaşılamadı, bağlantınızı kontrol edin.',
  badResponse: 'Sunucudan beklenmeyen bir yanıt geldi.',
} as const;

/** Server answers to a request refused before any function ran, whatever the function. */
export * as request from './site/request';
/**
 * The server's text for an error code when the failure carries no message of its own
 * (framework errors, a bare AppError). The three "broke inside" codes share the generic one.
 */
export const errorCodes = {
  generic: 'Bir hata oluştu.',
  'invalid-argument': 'Geçersiz istek.',
  'failed-precondition': 'İşlem şu anda yapılamıyor.',
  'out-of-range': 'Değer izin verilen aralığın dışında.',
  unauthenticated: 'Bu işlem için giriş yapmalısınız.',
  'permission-denied': 'Bu işlem için yetkiniz yok.',
  'not-found': 'Bulunamadı.',
  'already-exists': 'Kayıt zaten mevcut.',
  aborted: 'İşlem yarıda kesildi, tekrar deneyin.',
  'resource-exhausted': 'Kota aşıldı, daha sonra tekrar deneyin.',
  cancelled: 'İşlem iptal edildi.',
  unimplemented: 'Bu işlem henüz kullanılamıyor.',
  unavailable: 'Hizmet şu anda kullanılamıyor, daha sonra tekrar deneyin.',
  'deadline-exceeded': 'İşlem zaman aşımına uğradı.',
} as const;

/** Picture and file pickers (the member's photos, the console's uploads). */
export * as files from './site/files';
/** A message staff send to a group's bidders and watchers (shared/src/rules/group-message.ts). */
export * as groupMessage from './site/groupMessage';
export * as imageViewer from './site/imageViewer';
/** Refusals of the live data stream (GET /api/live). */
export * as live from './site/live';
export * as notFound from './site/notFound';
export * as remote from './site/remote';
export * as serverError from './site/serverError';
/** The reason staff give for a decision (shared/src/rules/staff-reason.ts). */
export * as staffReason from './site/staffReason';
export * as validation from './site/validation';
