import { type DemoBuilder, day, pad } from './demo-builder';
import { type GalleryKind, gallerySvg } from './image-scenes';
import { pigeonColors } from './turkish-data';
import { galleryScenes } from './turkish-media';

const mediaBase = '/media/demo';

/** Gallery photos in three widths, small to large, for the grid, phones and the viewer. */
const gallerySizes = [
  { suffix: '-kucuk', width: 400, height: 267 },
  { suffix: '-orta', width: 800, height: 533 },
  { suffix: '', width: 1200, height: 800 },
] as const;

export function buildGallery(demo: DemoBuilder): void {
  const kinds: GalleryKind[] = ['flock', 'portrait', 'loft'];
  let created = demo.now - 400 * day;
  for (let i = 0; i < 42; i++) {
    const id = i + 1;
    const kind = kinds[i % kinds.length] as GalleryKind;
    const place = demo.place();
    const caption = `${demo.rnd.pick(galleryScenes)} – ${place.city}`;
    const name = `foto-${pad(id)}`;
    demo.jobs.push({
      svg: gallerySvg(kind, caption, demo.rnd.pick(pigeonColors), demo.rnd),
      outputs: gallerySizes.map((size) => ({
        file: `demo/galeri/${name}${size.suffix}.jpg`,
        width: size.width,
        height: size.height,
        format: 'jpeg' as const,
      })),
    });
    created += demo.rnd.int(2, 16) * day;
    const variants = gallerySizes.map((size) => ({
      url: `${mediaBase}/galeri/${name}${size.suffix}.jpg`,
      width: size.width,
      height: size.height,
    }));
    demo.gallery.push({
      id,
      title: caption,
      imageUrl: `${mediaBase}/galeri/${name}.jpg`,
      thumbUrl: `${mediaBase}/galeri/${name}-kucuk.jpg`,
      width: 1200,
      height: 800,
      variants,
      createdAt: new Date(demo.past(created, 24 * 60)),
    });
  }
}
