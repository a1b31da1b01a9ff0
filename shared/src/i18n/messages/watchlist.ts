// Turkish texts: the watchlist part of the one catalogue (composed in ../messages.ts), issue 12.
export const watchlistMessages = {
  watchlist: {
    /** The toggle on cards and pages, off and on. */
    watch: 'Takip et',
    watching: 'Takip ediliyor',
    watchFailed: 'Takip listeniz güncellenemedi, lütfen tekrar deneyin.',
    /** /hesabim/takip-ettiklerim. */
    title: 'Takip ettiklerim',
    empty: 'Henüz takip ettiğiniz bir açık arttırma ya da grup yok',
    emptyHint:
      'Bir açık arttırmanın ya da grup ihalenin kartındaki “Takip et” düğmesiyle onu buraya ekleyebilirsiniz.',
    kindAuction: 'Açık arttırma',
    kindGroup: 'Grup ihale',
    unwatch: 'Takipten çıkar',
    removed: '“{name}” takip listenizden çıkarıldı.',
  },
} as const;
