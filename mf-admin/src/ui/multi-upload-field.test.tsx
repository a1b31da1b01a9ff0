import type { MediaFile } from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { type FetchStub, stubFetch } from '../../../shared/test/fetch-stub';
import { renderWithTheme } from '../../../shared/test/render';
import { storedMedia as stored } from '../test/media-files';
import { MultiUploadField } from './multi-upload-field';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  let n = 0;
  server.on('POST', '/api/staff/uploads', (request) => {
    const { fileName } = request.body as { fileName: string };
    if (fileName.startsWith('bozuk')) {
      return {
        status: 400,
        body: { error: { status: 'INVALID_ARGUMENT', message: 'Görsel okunamadı.' } },
      };
    }
    n += 1;
    return { status: 201, body: stored(`p${n}`) };
  });
});
afterEach(() => server.restore());

function Form({ max }: { max?: number }) {
  const [photos, setPhotos] = useState<MediaFile[]>([]);
  return (
    <>
      <MultiUploadField
        label="Güvercin fotoğrafları"
        purpose="pigeon-photo"
        value={photos}
        onChange={setPhotos}
        max={max}
      />
      <span data-testid="value">{photos.map((p) => p.id).join(',')}</span>
    </>
  );
}

const images = (...names: string[]) =>
  names.map((name) => new File(['bytes'], name, { type: 'image/jpeg' }));

/** Chooses the files and waits until every upload has answered. */
const choose = async (files: File[]) => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Güvercin fotoğrafları'), { target: { files } });
  });
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
};

const value = () => screen.getByTestId('value').textContent;
const items = () =>
  within(screen.getByRole('list', { name: 'Güvercin fotoğrafları' })).getAllByRole('listitem');

describe('MultiUploadField', () => {
  it('uploads several files in order and marks the first as the cover', async () => {
    renderWithTheme(<Form />);
    await choose(images('a.jpg', 'b.jpg', 'c.jpg'));
    expect(value()).toBe('p1,p2,p3');
    expect(server.requests.map((r) => (r.body as { fileName: string }).fileName)).toEqual([
      'a.jpg',
      'b.jpg',
      'c.jpg',
    ]);
    const [first, second] = items();
    expect(within(first).getByText('Kapak')).toBeTruthy();
    expect(within(second).queryByText('Kapak')).toBeNull();
    expect(within(second).getByText('2. dosya')).toBeTruthy();
  });

  it('reorders with the up and down buttons, the cover following the first place', async () => {
    renderWithTheme(<Form />);
    await choose(images('a.jpg', 'b.jpg', 'c.jpg'));
    expect(
      screen.getByRole('button', { name: 'Yukarı taşı: 1. dosya' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Aşağı taşı: 3. dosya' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Yukarı taşı: 2. dosya' }));
    expect(value()).toBe('p2,p1,p3');
    fireEvent.click(screen.getByRole('button', { name: 'Aşağı taşı: 2. dosya' }));
    expect(value()).toBe('p2,p3,p1');
    expect(items()[0]?.getAttribute('data-media-id')).toBe('p2');
    expect(within(items()[0] as HTMLElement).getByText('Kapak')).toBeTruthy();
  });

  it('removes one file', async () => {
    renderWithTheme(<Form />);
    await choose(images('a.jpg', 'b.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Kaldır: 1. dosya' }));
    expect(value()).toBe('p2');
    expect(within(items()[0] as HTMLElement).getByText('Kapak')).toBeTruthy();
  });

  it('keeps the good files and names each refused one with its reason', async () => {
    renderWithTheme(<Form />);
    await choose(images('a.jpg', 'bozuk.jpg', 'c.jpg'));
    expect(value()).toBe('p1,p2');
    expect(screen.getByRole('alert').textContent).toBe('bozuk.jpg yüklenemedi: Görsel okunamadı.');
  });

  it('takes no more than `max` files and says so', async () => {
    renderWithTheme(<Form max={2} />);
    await choose(images('a.jpg', 'b.jpg', 'c.jpg'));
    expect(value()).toBe('p1,p2');
    expect(screen.getByRole('alert').textContent).toBe('En fazla 2 dosya eklenebilir.');
    expect(server.requests).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Dosyaları seçin' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
