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
  roles: [],
};

import { subscribeLive } from '@kanat/shared/live';
import { FakeEventSource, fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import { CONNECTION_NOTICE_DELAY_MS } from './connection-status';
import { SiteOverlays } from './site-overlays';

describe('the overlays as the shell mounts them', () => {
  it('shows a toast, its looks fetched with the first one', async () => {
    await renderShell(<SiteOverlays />);
    act(() => toast('Kaydedildi', 'green', 3));
    expect((await screen.findByTestId('toast')).textContent).toContain('Kaydedildi');
    expect(screen.getByTestId('toast-host').getAttribute('aria-live')).toBe('polite');
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

describe('the live connection notice', () => {
  let live: LiveServer;
  beforeEach(() => {
    live = fakeLive();
  });
  afterEach(() => live.restore());

  it('says quietly that the connection is being restored while it is down, and goes when it is back', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      await renderShell(<SiteOverlays />);
      subscribeLive('banner', () => {});
      await act(() => Promise.resolve());
      const source = FakeEventSource.instances[0] as FakeEventSource;
      act(() => source.open());
      expect(screen.queryByTestId('connection-status')).toBeNull();
      // A blip shows nothing.
      act(() => source.fail(true));
      act(() => jest.advanceTimersByTime(CONNECTION_NOTICE_DELAY_MS - 1));
      act(() => source.open());
      act(() => jest.advanceTimersByTime(CONNECTION_NOTICE_DELAY_MS));
      expect(screen.queryByTestId('connection-status')).toBeNull();
      // The server says its database is away: the notice, in a polite status region.
      act(() => source.emitEvent('status', JSON.stringify({ state: 'reconnecting' })));
      act(() => jest.advanceTimersByTime(CONNECTION_NOTICE_DELAY_MS));
      const notice = screen.getByTestId('connection-status');
      expect(notice.textContent).toBe('Bağlantı yeniden kuruluyor…');
      expect(notice.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
      act(() => source.emitEvent('status', JSON.stringify({ state: 'live' })));
      expect(screen.queryByTestId('connection-status')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
