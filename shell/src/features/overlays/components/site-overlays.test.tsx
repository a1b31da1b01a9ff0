import type { SessionUser } from '@kanat/shared/events';
import { bus, confirm, toast } from '@kanat/shared/events';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../../../test/render-shell';

const member: SessionUser = {
  uid: 'u1',
  displayName: 'Deneme Üye',
  username: 'deneme',
  phoneNumber: '+905320000000',
  phoneVerified: true,
  accountEnabled: true,
  accountDisableReason: null,
  staff: false,
};

import { SiteOverlays } from './site-overlays';

describe('the overlays as the shell mounts them', () => {
  it('shows toasts at once', async () => {
    await renderShell(<SiteOverlays />);
    act(() => toast('Kaydedildi', 'green', 3));
    expect(screen.getByTestId('toast').textContent).toContain('Kaydedildi');
  });

  it('keeps a question asked before the dialogs were loaded, shows it, and answers the asker', async () => {
    await renderShell(<SiteOverlays />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm('Teklifinizi onaylıyor musunuz?');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Teklifinizi onaylıyor musunuz?' });
    fireEvent.click(dialog.querySelector('button[data-answer="yes"]') ?? screen.getByText('Evet'));
    await expect(answer).resolves.toBe(true);
  });

  it('loads the dialogs ahead of any question for a signed-in member, once the page is idle', async () => {
    await renderShell(<SiteOverlays />, { user: member });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(bus.all.get('ui:confirm-requested')).toHaveLength(1);
    expect(bus.all.get('ui:code-requested')).toHaveLength(1);
  });

  it('does not load them for a visitor who asks nothing', async () => {
    await renderShell(<SiteOverlays />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(bus.all.get('ui:confirm-requested') ?? []).toHaveLength(0);
  });
});
