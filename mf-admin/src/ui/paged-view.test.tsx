import { ApiError } from '@kanat/shared/api';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../shared/test/render';
import { PagedView, type PagedViewProps } from './paged-view';

const settled: PagedViewProps['query'] = {
  isPending: false,
  isError: false,
  error: null,
  refetch: () => Promise.resolve(),
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: () => Promise.resolve(),
};

const show = (query: Partial<PagedViewProps['query']>, rowCount = 2) =>
  renderWithTheme(
    <PagedView
      query={{ ...settled, ...query }}
      rowCount={rowCount}
      failedTitle="Güvercinler yüklenemedi."
      moreLabel="Daha fazla"
    >
      <p>Satırlar</p>
    </PagedView>,
  );

const refused = new ApiError({
  status: 403,
  code: 'permission-denied',
  message: 'Bu işlem için yetkiniz yok.',
});

describe('PagedView', () => {
  it('shows the rows and fetches the next page while there is one', () => {
    const fetchNextPage = jest.fn(() => Promise.resolve());
    show({ hasNextPage: true, fetchNextPage });
    expect(screen.getByText('Satırlar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('has no button after the last page, and waits while a page is on its way', () => {
    const { rerender } = show({});
    expect(screen.queryByRole('button', { name: 'Daha fazla' })).toBeNull();
    rerender(
      <PagedView
        query={{ ...settled, hasNextPage: true, isFetchingNextPage: true }}
        rowCount={2}
        failedTitle="Güvercinler yüklenemedi."
        moreLabel="Daha fazla"
      >
        <p>Satırlar</p>
      </PagedView>,
    );
    expect(screen.getByRole('button', { name: 'Daha fazla' })).toHaveProperty('disabled', true);
  });

  it('explains a failed first page with the server’s reason and tries again on request', () => {
    const refetch = jest.fn(() => Promise.resolve());
    show({ isError: true, error: refused, refetch }, 0);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Güvercinler yüklenemedi.');
    expect(alert.textContent).toContain('Bu işlem için yetkiniz yok.');
    expect(screen.queryByText('Satırlar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows when a later page fails and says why under them', () => {
    show({ isError: true, isFetchNextPageError: true, error: refused, hasNextPage: true });
    expect(screen.getByText('Satırlar')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Bu işlem için yetkiniz yok.');
    expect(screen.getByRole('button', { name: 'Daha fazla' })).toBeTruthy();
  });
});
