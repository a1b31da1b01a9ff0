import { toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { Button } from '@kanat/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  type BrowserPushState,
  disableBrowserPush,
  enableBrowserPush,
  readBrowserPush,
} from '../browser-push';

const text = messages.account;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.md}px;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: 1rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const STATUS: Record<BrowserPushState | 'checking', string> = {
  checking: text.pushChecking,
  unsupported: text.pushUnsupported,
  denied: text.pushDenied,
  off: text.pushOff,
  on: text.pushOn,
};

/**
 * "Bu tarayıcıda bildirimler": turns Web Push on or off in this browser; the
 * 'Tarayıcı bildirimi' column of the grid chooses which notices come this way.
 */
export function BrowserPushSection() {
  const [state, setState] = useState<BrowserPushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readBrowserPush()
      .catch((): BrowserPushState => 'off')
      .then((found) => {
        if (live) setState(found);
      });
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: () => Promise<BrowserPushState>) => {
    setBusy(true);
    try {
      const next = await action();
      setState(next);
      if (next === 'on') toast(text.pushEnabled, 'green');
      else if (next === 'off' && action === disableBrowserPush) toast(text.pushDisabled, 'green');
    } catch {
      toast(text.pushFailed, 'red');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section data-testid="browser-push" data-state={state} aria-busy={busy}>
      <h3>{text.pushTitle}</h3>
      <p role="status">{STATUS[state]}</p>
      {state === 'on' ? (
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={() => void run(disableBrowserPush)}
        >
          {text.pushDisable}
        </Button>
      ) : state === 'off' ? (
        <Button type="button" disabled={busy} onClick={() => void run(enableBrowserPush)}>
          {text.pushEnable}
        </Button>
      ) : null}
    </Section>
  );
}
