// Texts this app shows that the shared catalogue ('@kanat/shared/i18n') does not have yet.
// Each belongs in the catalogue under the key named beside it; until it is added there, it
// lives here so no screen shows an English or missing text.
export const localMessages = {
  /** messages.account.statusWon: a sealed auction whose last bid is mine. */
  statusWon: 'Kazandınız',
  /** messages.account.statusLost: a sealed auction whose last bid is someone else's. */
  statusLost: 'Kaybettiniz',
  /** messages.account.profileConfirm: asked before a profile update. */
  profileConfirm:
    'Bilgileriniz güncellendiğinde hesabınız yönetici onayına kadar devre dışı kalacaktır. Devam etmek istiyor musunuz?',
  /** messages.myPigeons.photo: column header. */
  photo: 'Fotoğraf',
} as const;
