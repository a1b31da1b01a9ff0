import type { GalleryRow } from '../features/gallery/api/list-gallery';
import type { NewsRow } from '../features/news/api/list-news';

export function newsRow(overrides: Partial<NewsRow> = {}): NewsRow {
  return {
    id: 'n1',
    title: 'Ege Bölgesi Yarışları Başladı',
    main_picture: '/media/news/n1.jpg',
    publish_date: '2024-03-05T09:30:00.000Z',
    comment_count: 4,
    views: 310,
    likes: 12,
    ...overrides,
  };
}

export function galleryRow(n: number): GalleryRow {
  return {
    id: n,
    title: `Fotoğraf ${n}`,
    img: `/media/gallery/${n}.jpg`,
    thumb: `/media/gallery/${n}-small.jpg`,
    width: 1200,
    height: 900,
    createdOn: Date.UTC(2024, 2, n),
  };
}
