import { decodeSiteInfo } from '@kanat/shared/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../../../shared/test/render';
import { HowToGuide } from './how-to-guide';

const info = decodeSiteInfo({
  how_to_bid_step_one_title: 'Üye olun',
  how_to_bid_step_one: 'Telefon numaranızla kayıt olun.',
  how_to_ask_step_one_title: 'Talep gönderin',
  how_to_ask_step_one: 'Güvercininizin bilgilerini ve fotoğraflarını gönderin.',
});

describe('HowToGuide', () => {
  it('sends a would-be seller to the sale request page in the account area', () => {
    renderWithTheme(<HowToGuide info={info} />);
    const guide = screen.getByTestId('how-to-guide');
    expect(within(guide).queryByRole('link', { name: 'Satış talebi oluşturun' })).toBeNull();
    fireEvent.click(within(guide).getByRole('tab', { name: 'Nasıl İlan Verilir?' }));
    const panel = within(guide).getByRole('tabpanel');
    expect(within(panel).getByRole('heading').textContent).toBe('Talep gönderin');
    expect(
      within(panel).getByRole('link', { name: 'Satış talebi oluşturun' }).getAttribute('href'),
    ).toBe('/hesabim/satis-talepleri');
  });
});
