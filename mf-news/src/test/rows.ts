import type { GalleryPhoto, NewsRow } from '@kanat/shared/contracts';

export function newsRow(overrides: Partial<NewsRow> = {}): NewsRow {
  return {
    id: 'n1',
    title: 'Ege Bölgesi Yarışları Başladı',
    main_picture: '/media/news/n1.jpg',
    publish_date: Date.UTC(2024, 2, 5, 9, 30),
    comment_count: 4,
    views: 310,
    likes: 12,
    ...overrides,
  };
}

export function galleryRow(n: number): GalleryPhoto {
  return {
    id: n,
    title: `Fotoğraf ${n}`,
    img: `/media/gallery/${n}.jpg`,
    thumb: `/media/gallery/${n}-small.jpg`,
    width: 1200,
    height: 900,
    // One width only: the tile uses the thumbnail alone.
    srcset: '',
    createdOn: Date.UTC(2024, 2, n),
  };
}
