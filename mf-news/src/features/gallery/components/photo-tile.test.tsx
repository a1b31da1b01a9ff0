import { fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '../../../../../shared/test/render';
import { galleryRow } from '../../../test/rows';
import { PhotoTile } from './photo-tile';

describe('PhotoTile', () => {
  it('shows the small picture and lets the browser pick a width from the srcset', async () => {
    const photo = {
      ...galleryRow(3),
      srcset: '/media/gallery/3-small.jpg 400w, /media/gallery/3.jpg 1200w',
    };
    renderInSite(<PhotoTile photo={photo} onOpen={() => {}} />);
    const img = await screen.findByRole('img', { name: 'Fotoğraf 3' });
    expect(img.getAttribute('src')).toBe('/media/gallery/3-small.jpg');
    expect(img.getAttribute('srcset')).toBe(photo.srcset);
    expect(img.getAttribute('sizes')).toBe('(min-width: 600px) 20vw, 50vw');
  });

  it('uses the thumbnail alone when no widths are offered, and opens on press', async () => {
    const opened: number[] = [];
    renderInSite(<PhotoTile photo={galleryRow(4)} columns={4} onOpen={() => opened.push(4)} />);
    const img = await screen.findByRole('img', { name: 'Fotoğraf 4' });
    expect(img.getAttribute('src')).toBe('/media/gallery/4-small.jpg');
    expect(img.getAttribute('srcset')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fotoğraf 4' }));
    expect(opened).toEqual([4]);
  });
});
