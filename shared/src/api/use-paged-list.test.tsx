import { usePagedList } from '@kanat/shared/api';
import { bus } from '@kanat/shared/events';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../test/fetch-stub';

interface Photo {
  id: number;
  title: string;
}

function Gallery(props: { filters?: Record<string, unknown> }) {
  const list = usePagedList<Photo>({
    endpoint: '/api/list/gallery',
    pageSize: 2,
    filters: props.filters,
  });
  return (
    <div>
      <ul>
        {list.pageItems.map((photo) => (
          <li key={photo.id}>{photo.title}</li>
        ))}
      </ul>
      {list.loading && <p>Yükleniyor...</p>}
      <button onClick={list.back}>Önceki</button>
      <button onClick={() => list.forward()}>Sonraki</button>
      <span>sayfa {list.page + 1}</span>
    </div>
  );
}

const photos: Photo[] = [1, 2, 3].map((id) => ({ id, title: `Fotoğraf ${id}` }));

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/list/gallery', (req) => {
    const { p, c, album } = req.body as { p: number; c: number; album?: string };
    const pool = album ? photos.slice(2) : photos;
    const r = pool.slice(p, p + c);
    return { body: p + c < pool.length ? { r, p: p + c } : { r } };
  });
});
afterEach(() => server.restore());

describe('usePagedList', () => {
  it('loads the first page on mount and pages forward and back', async () => {
    render(<Gallery />);
    expect(await screen.findByText('Fotoğraf 1')).toBeTruthy();
    expect(screen.getByText('Fotoğraf 2')).toBeTruthy();
    fireEvent.click(screen.getByText('Sonraki'));
    expect(await screen.findByText('Fotoğraf 3')).toBeTruthy();
    expect(screen.getByText('sayfa 2')).toBeTruthy();
    expect(screen.queryByText('Fotoğraf 1')).toBeNull();
    fireEvent.click(screen.getByText('Önceki'));
    expect(screen.getByText('Fotoğraf 1')).toBeTruthy();
  });

  it('restarts when the filters change by value, not on every render', async () => {
    const view = render(<Gallery filters={{}} />);
    await screen.findByText('Fotoğraf 1');
    view.rerender(<Gallery filters={{}} />);
    expect(server.requests).toHaveLength(1);
    view.rerender(<Gallery filters={{ album: 'yaris' }} />);
    expect(await screen.findByText('Fotoğraf 3')).toBeTruthy();
    expect(screen.queryByText('Fotoğraf 1')).toBeNull();
    expect(server.requests.at(-1)!.body).toEqual({ album: 'yaris', p: 0, c: 2 });
  });

  it('shows the failure through a toast and does not crash', async () => {
    const toasts: string[] = [];
    const onToast = (event: { message: string }) => toasts.push(event.message);
    bus.on('ui:toast-requested', onToast);
    server.on('POST', '/api/list/gallery', { status: 500 });
    render(<Gallery />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(toasts).toEqual(['Sayfa yüklenemedi.']);
    expect(screen.queryByText('Yükleniyor...')).toBeNull();
    bus.off('ui:toast-requested', onToast);
  });
});
