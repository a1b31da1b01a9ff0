import type { MediaFile } from '@kanat/shared/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { type FetchStub, stubFetch } from '../../../shared/test/fetch-stub';
import { renderWithTheme } from '../../../shared/test/render';
import { storedMedia as stored } from '../test/media-files';
import { UploadField } from './upload-field';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

function Form({ accept }: { accept?: string }) {
  const [photo, setPhoto] = useState<MediaFile | null>(null);
  return (
    <>
      <UploadField
        label="Grup fotoğrafı"
        purpose="group-photo"
        value={photo}
        onChange={setPhoto}
        accept={accept}
        hint="JPEG, PNG ya da WebP"
      />
      <span data-testid="value">{photo?.id ?? 'yok'}</span>
    </>
  );
}

const choose = async (file: File) => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Grup fotoğrafı'), { target: { files: [file] } });
  });
};

const jpeg = (name = 'kapak.jpg') => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });

describe('UploadField', () => {
  it('uploads a chosen file to the staff endpoint and shows its preview', async () => {
    server.on('POST', '/api/staff/uploads', { status: 201, body: stored('m1') });
    renderWithTheme(<Form />);
    await choose(jpeg());
    expect(await screen.findByRole('img', { name: 'Önizleme: Grup fotoğrafı' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('src')).toBe('/media/uploads/m1-320.webp');
    expect(screen.getByTestId('value').textContent).toBe('m1');
    const [request] = server.requests;
    expect(request?.body).toEqual({
      purpose: 'group-photo',
      fileName: 'kapak.jpg',
      data: Buffer.from('jpeg-bytes').toString('base64'),
    });
  });

  it('shows the progress while the file travels', async () => {
    let answer: () => void = () => {};
    server.on(
      'POST',
      '/api/staff/uploads',
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 201, body: stored('m2') });
        }),
    );
    renderWithTheme(<Form />);
    await choose(jpeg('guvercin.jpg'));
    await screen.findByText('guvercin.jpg gönderiliyor...');
    expect(
      within(screen.getByRole('status')).getByRole('progressbar', {
        name: 'guvercin.jpg gönderiliyor...',
      }),
    ).toBeTruthy();
    await act(async () => answer());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('m2');
  });

  it("shows the server's Turkish reason for a refused file and keeps nothing", async () => {
    server.on('POST', '/api/staff/uploads', {
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', message: 'Dosya bir görsel değil.' } },
    });
    renderWithTheme(<Form />);
    await choose(jpeg('sahte.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'sahte.jpg yüklenemedi: Dosya bir görsel değil.',
    );
    expect(screen.getByTestId('value').textContent).toBe('yok');
  });

  it('refuses a dropped file of the wrong type without sending it', async () => {
    renderWithTheme(<Form />);
    const pdf = new File(['%PDF'], 'soy.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [pdf] } });
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'soy.pdf yüklenemedi: Bu dosya türü kabul edilmiyor.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('takes a dropped PDF where documents are accepted, shown as a link', async () => {
    server.on('POST', '/api/staff/uploads', {
      status: 201,
      body: stored('d1', { kind: 'document', url: '/media/uploads/d1.pdf', variants: [] }),
    });
    renderWithTheme(<Form accept="image/*,application/pdf" />);
    const pdf = new File(['%PDF'], 'soy.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [pdf] } });
    });
    expect((await screen.findByRole('link', { name: 'Belgeyi aç' })).getAttribute('href')).toBe(
      '/media/uploads/d1.pdf',
    );
  });

  it('removes the file on Kaldır', async () => {
    server.on('POST', '/api/staff/uploads', { status: 201, body: stored('m3') });
    renderWithTheme(<Form />);
    await choose(jpeg());
    await screen.findByRole('img');
    fireEvent.click(screen.getByRole('button', { name: 'Kaldır' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('yok');
  });
});
