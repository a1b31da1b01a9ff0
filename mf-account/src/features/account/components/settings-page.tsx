import { toast } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n';
import { consents } from '@kanat/shared/i18n/lazy';
import { isMarketingNotice } from '@kanat/shared/rules';
import { useSession } from '@kanat/shared/session';
import { Card, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { Table, TableScroller } from '@kanat/shared/ui/controls';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  getNotificationPrefs,
  type NoticeChannelName,
  type NoticeEventName,
  type NotificationPrefs,
  saveNotificationPrefs,
} from '../api/notification-prefs';
import { useMe } from '../hooks/use-me';
import { BrowserPushSection } from './browser-push-section';

const text = messages.account;

const EVENTS: ReadonlyArray<{ event: NoticeEventName; label: string }> = [
  { event: 'outbid', label: text.noticeEventOutbid },
  { event: 'maximum-exceeded', label: text.noticeEventMaximumExceeded },
  { event: 'ending-soon', label: text.noticeEventEndingSoon },
  { event: 'won', label: text.noticeEventWon },
  { event: 'lost', label: text.noticeEventLost },
  { event: 'watched-ending-soon', label: text.noticeEventWatchedEndingSoon },
  { event: 'statement', label: text.noticeEventStatement },
  { event: 'payment-reminder', label: text.noticeEventPaymentReminder },
  { event: 'second-chance', label: text.noticeEventSecondChance },
  { event: 'announcement', label: text.noticeEventAnnouncement },
  { event: 'sale-opening', label: text.noticeEventSaleOpening },
];

const CHANNELS: ReadonlyArray<{ channel: NoticeChannelName; label: string }> = [
  { channel: 'sms', label: text.noticeChannelSms },
  { channel: 'mail', label: text.noticeChannelMail },
  { channel: 'push', label: text.noticeChannelPush },
];

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Under a commercial message's name: its SMS and mail wait for the member's consent. */
const MarketingNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  letter-spacing: normal;
  text-transform: none;
`;

const ConsentsLine = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  a {
    color: ${({ theme }) => theme.colors.teal};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

const Cell = styled.td`
  text-align: center;

  input {
    width: 20px;
    height: 20px;
  }
`;

function completePrefs(given: Partial<NotificationPrefs>): NotificationPrefs {
  return Object.fromEntries(
    EVENTS.map(({ event }) => [
      event,
      Object.fromEntries(CHANNELS.map(({ channel }) => [channel, given[event]?.[channel] ?? true])),
    ]),
  ) as NotificationPrefs;
}

function NoticeGrid({
  initial,
  hasMail,
  cacheKey,
}: {
  initial: NotificationPrefs;
  hasMail: boolean;
  cacheKey: readonly unknown[];
}) {
  // Every row and column of this page, on when the server did not say (an older server).
  const [prefs, setPrefs] = useState(() => completePrefs(initial));
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();

  const change = async (event: NoticeEventName, channel: NoticeChannelName, on: boolean) => {
    const before = prefs;
    const next = { ...prefs, [event]: { ...prefs[event], [channel]: on } };
    // Optimistic, rolled back when the server refuses.
    setPrefs(next);
    setSaving(true);
    try {
      await saveNotificationPrefs(next);
      client.setQueryData(cacheKey, next);
      toast(text.settingsSaved, 'green');
    } catch {
      setPrefs(before);
      toast(text.settingsFailed, 'red');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Intro>{text.noticesIntro}</Intro>
      <TableScroller>
        <Table data-testid="notice-grid">
          <caption>{text.noticesTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{text.noticeEventColumn}</th>
              {CHANNELS.map(({ channel, label }) => (
                <th scope="col" key={channel}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {EVENTS.map(({ event, label }) => (
              <tr key={event}>
                <th scope="row">
                  {label}
                  {isMarketingNotice(event) ? (
                    <MarketingNote> ({consents.gridMarketing})</MarketingNote>
                  ) : null}
                </th>
                {CHANNELS.map(({ channel, label: channelLabel }) => (
                  <Cell key={channel}>
                    <input
                      type="checkbox"
                      name={`${event}.${channel}`}
                      aria-label={fill(text.noticeCell, { event: label, channel: channelLabel })}
                      checked={prefs[event][channel]}
                      disabled={saving}
                      onChange={(e) => void change(event, channel, e.target.checked)}
                    />
                  </Cell>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
      <ConsentsLine data-testid="notice-grid-consents">
        {consents.gridNote} <Link to="/hesabim/izinlerim">{consents.gridLink}</Link>
      </ConsentsLine>
      {hasMail ? null : <Intro>{text.noticeMailMissing}</Intro>}
    </>
  );
}

/**
 * /hesabim/acik-arttirma-ayarlari: which notices the member gets, per event and
 * channel. Outbid by SMS is the seed's `dontSendBidSuperseeded` turned round; the server
 * keeps the two as one setting.
 */
export function SettingsPage() {
  const { state } = useMe();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  // Private: cached per account.
  const queryKey = ['account', 'notification-prefs', uid] as const;
  const query = useQuery({
    queryKey,
    queryFn: getNotificationPrefs,
    enabled: uid !== null,
  });
  const hasMail = state.status !== 'ready' || Boolean(state.me.personalInfo.mailAddress);
  return (
    <Card $padded data-testid="account-settings">
      {query.isError && !query.isFetching ? (
        <ErrorState title={messages.common.pageLoadFailed} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <LoadingBlock />
      ) : (
        <NoticeGrid initial={query.data} hasMail={hasMail} cacheKey={queryKey} />
      )}
      <BrowserPushSection />
    </Card>
  );
}
