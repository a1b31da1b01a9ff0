import { type Banner, decodeBanner, fetchBanner, initialBanner } from '@kanat/shared/api';
import type { MessageColor } from '@kanat/shared/events';
import { useEvent } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n';
import { subscribeLive } from '@kanat/shared/live';
import { useSession } from '@kanat/shared/session';
import { Container, Icon, IconButton } from '@kanat/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { messageColorToCss } from '../message-color';
import { whenIdleAfterLoad } from '../when-idle';

interface BannerMessage {
  /** Which source the banner comes from; closing hides that source's current text. */
  key: 'site' | 'account' | 'requested';
  message: string;
  color: MessageColor;
}

const Bar = styled.div<{ $color: MessageColor }>`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.banner};
  background: ${({ theme, $color }) => messageColorToCss(theme, $color)};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xxs}px 0;

  & > p {
    flex: 1;
    margin: 0;
  }
`;

/** The account-disabled reason of SPEC §4, for users who finished registration. */
function useAccountBanner(): BannerMessage | null {
  const { user } = useSession();
  if (!user || user.accountEnabled || !user.phoneVerified) return null;
  const message = user.accountDisableReason
    ? fill(messages.account.disabledBanner, { reason: user.accountDisableReason })
    : messages.account.disabledNoReason;
  return { key: 'account', message, color: 'red' };
}

/**
 * Closable bars above the navbar: the site banner message, the disabled-account reason and
 * any banner a remote asks for over the bus.
 */
const siteBanner = (b: Banner): BannerMessage | null =>
  b.message ? { key: 'site', message: b.message, color: b.color ?? 'orange' } : null;

export function TopBanner({ loadBanner }: { loadBanner?: () => Promise<Banner> }) {
  // The page the server sent carries the banner: shown in the first render, nothing moves.
  const [initial] = useState(() => (loadBanner ? null : initialBanner()));
  const [site, setSite] = useState<BannerMessage | null>(() => initial && siteBanner(initial));
  const [requested, setRequested] = useState<BannerMessage | null>(null);
  // Closed banners by source and text: a new text from the same source shows again.
  const [closed, setClosed] = useState<Record<string, string>>({});
  const account = useAccountBanner();

  useEffect(() => {
    if (initial) return undefined;
    let live = true;
    (loadBanner ?? fetchBanner)().then(
      (b) => {
        if (live && b.message) setSite(siteBanner(b));
      },
      (error: unknown) => console.error('banner load failed', error),
    );
    return () => {
      live = false;
    };
  }, [loadBanner, initial]);

  // Staff set, change or remove the banner: open pages follow at once over the live stream,
  // which the page joins once it has loaded and is idle (no first render waits for it).
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    const cancel = whenIdleAfterLoad(() => {
      unsubscribe = subscribeLive('banner', (value) => {
        setSite(siteBanner(decodeBanner(value)));
      });
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, []);

  useEvent('ui:banner-requested', ({ message, color }) => {
    setRequested(message ? { key: 'requested', message, color: color ?? 'red' } : null);
    if (message) setClosed(({ requested: _dropped, ...rest }) => rest);
  });

  const banners = [site, account, requested].filter(
    (b): b is BannerMessage => b !== null && closed[b.key] !== b.message,
  );
  if (banners.length === 0) return null;

  return (
    <div data-testid="top-banner">
      {banners.map((b) => (
        <Bar key={b.key} $color={b.color} role="status">
          <Container>
            <Row>
              <Icon name="alert" size={20} />
              <p>{b.message}</p>
              <IconButton
                $inverse
                $size={32}
                aria-label={messages.common.close}
                onClick={() => setClosed((c) => ({ ...c, [b.key]: b.message }))}
              >
                <Icon name="close" size={18} />
              </IconButton>
            </Row>
          </Container>
        </Bar>
      ))}
    </div>
  );
}
