import { fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '../../../shared/test/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title, description, actions and a way back', async () => {
    const site = renderInSite(
      <PageHeader
        title="Ayşe Yılmaz"
        description="Üye sayfası"
        back={{ to: '/yonetim/uyeler', label: 'Üyeler' }}
        actions={<button type="button">Devre dışı bırak</button>}
      />,
      { path: '/yonetim/uyeler/u1' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Ayşe Yılmaz' })).toBeTruthy();
    expect(screen.getByText('Üye sayfası')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Devre dışı bırak' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Üyeler' }));
    expect(site.location()).toBe('/yonetim/uyeler');
  });

  it('needs nothing but a title', async () => {
    renderInSite(<PageHeader title="Galeri" />);
    expect(await screen.findByRole('heading', { name: 'Galeri' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
