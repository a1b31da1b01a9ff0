import { serverMessage } from '@kanat/shared/api';
import type { SetConsentData } from '@kanat/shared/contracts';
import { toast } from '@kanat/shared/events';
import { formatDateTime } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n';
import { consents as texts } from '@kanat/shared/i18n/lazy';
import { LEGAL_PAGE_PATHS } from '@kanat/shared/rules';
import { useSession } from '@kanat/shared/session';
import { Button } from '@kanat/shared/ui';
import { Checkbox, Table, TableScroller } from '@kanat/shared/ui/controls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryState } from '../../../components/query-state';
import {
  type ConsentRecordView,
  dropThisBrowserPush,
  getMyConsents,
  type MyConsents,
  setConsent,
} from '../api/consents';

/** Where a browser turns its notices on. */
const SETTINGS_PATH = '/hesabim/acik-arttirma-ayarlari';

const MARKETING_KINDS = [
  { kind: 'marketing-sms', label: texts.marketingSms },
  { kind: 'marketing-mail', label: texts.marketingMail },
] as const;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  line-height: 1.6;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const Part = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md}px;
    color: ${({ theme }) => theme.colors.brand};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
  a {
    color: ${({ theme }) => theme.colors.teal};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

const PushRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  padding-top: ${({ theme }) => theme.space.sm}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Device = styled.td`
  overflow-wrap: anywhere;
  min-width: 12em;
`;

const HistoryScroller = styled(TableScroller)`
  caption {
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

type Change = Omit<SetConsentData, 'deviceId'>;

function toastFor({ kind, granted }: Change): string {
  if (kind === 'push') return texts.pushWithdrawn;
  return granted ? texts.saved : texts.withdrawn;
}

function History({ records }: { records: readonly ConsentRecordView[] }) {
  return (
    <HistoryScroller>
      <Table data-testid="consent-history">
        <caption>{texts.historyTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columnWhen}</th>
            <th scope="col">{texts.columnKind}</th>
            <th scope="col">{texts.columnChange}</th>
            <th scope="col">{texts.columnText}</th>
            <th scope="col">{texts.columnSource}</th>
            <th scope="col">{texts.columnDevice}</th>
          </tr>
        </thead>
        <tbody>
          {records.length === 0 ? (
            <tr>
              <td colSpan={6}>{texts.historyEmpty}</td>
            </tr>
          ) : (
            records.map((record, index) => (
              // A record comes without an id; its rows hold no state to keep.
              // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows, newest first
              <tr key={`${record.recordedAt}-${record.kind}-${index}`}>
                <td>{formatDateTime(record.recordedAt)}</td>
                <td>{texts.kindNames[record.kind]}</td>
                <td>{record.granted ? texts.granted : texts.withdrawnShort}</td>
                <td>
                  {record.textVersion === null ? texts.noVersion : String(record.textVersion)}
                </td>
                <td>{texts.sources[record.source]}</td>
                <Device>{record.userAgent ?? texts.unknownDevice}</Device>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </HistoryScroller>
  );
}

function Choices({ consents, queryKey }: { consents: MyConsents; queryKey: readonly unknown[] }) {
  const client = useQueryClient();
  const choicesId = useId();
  const pushId = useId();
  const save = useMutation({
    mutationFn: async (change: Change) => {
      const next = await setConsent(change);
      // Every subscription ended on the server; this browser's own copy goes too.
      if (change.kind === 'push') await dropThisBrowserPush();
      return next;
    },
    onSuccess: (next, change) => {
      client.setQueryData(queryKey, next);
      toast(toastFor(change), 'green');
    },
    onError: async (error) => {
      toast(serverMessage(error, texts.failed), 'red');
      // A newer consent text may be in force: the page shows it before the next try.
      await client.invalidateQueries({ queryKey });
    },
  });
  const { current, marketingVersion } = consents;
  const pending = save.isPending ? save.variables : undefined;

  const toggle = (kind: Change['kind'], granted: boolean) => {
    if (granted && marketingVersion === null) return;
    save.mutate(
      granted && marketingVersion !== null
        ? { kind, granted, version: marketingVersion }
        : { kind, granted },
    );
  };

  return (
    <Part aria-labelledby={choicesId} data-testid="consent-choices">
      <h3 id={choicesId}>{texts.choicesTitle}</h3>
      {MARKETING_KINDS.map(({ kind, label }) => {
        const checked = pending?.kind === kind ? pending.granted : current[kind];
        return (
          <Checkbox
            key={kind}
            label={label}
            name={kind}
            checked={checked}
            // Giving needs a published text; withdrawing never waits for one.
            disabled={save.isPending || (!checked && marketingVersion === null)}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
        );
      })}
      <p>
        <a href={LEGAL_PAGE_PATHS.marketing} target="_blank" rel="noopener noreferrer">
          {texts.textLink}
        </a>{' '}
        <Muted as="span">
          {marketingVersion === null
            ? texts.notPublished
            : fill(texts.textVersion, { version: String(marketingVersion) })}
        </Muted>
      </p>
      <PushRow role="group" aria-labelledby={pushId} data-testid="consent-push">
        <strong id={pushId}>{texts.push}</strong>
        <p role="status">{current.push ? texts.pushOn : texts.pushOff}</p>
        {current.push ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={save.isPending}
            onClick={() => save.mutate({ kind: 'push', granted: false })}
          >
            {texts.pushWithdraw}
          </Button>
        ) : (
          <>
            <Muted>{texts.pushHint}</Muted>
            <Link to={SETTINGS_PATH}>{texts.pushSettingsLink}</Link>
          </>
        )}
      </PushRow>
    </Part>
  );
}

/**
 * /hesabim/izinlerim: the member's consents (KVKK, Law 6563): commercial messages by SMS and
 * by mail given or withdrawn here under the current consent text, browser notices withdrawn
 * everywhere at once, and every change as the server recorded it.
 */
export function ConsentsPage() {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  // Private: cached per account.
  const queryKey = ['account', 'consents', uid] as const;
  const query = useQuery({ queryKey, queryFn: getMyConsents, enabled: uid !== null });
  const whichId = useId();
  return (
    <div data-testid="consents-page">
      <Text>{texts.intro}</Text>
      <QueryState query={query} loadFailed={texts.loadFailed} errorTestId="consents-error">
        {(consents) => (
          <>
            <Choices consents={consents} queryKey={queryKey} />
            <Part aria-labelledby={whichId}>
              <h3 id={whichId}>{texts.whichTitle}</h3>
              <p>{texts.marketingEvents}</p>
              <p>{texts.serviceEvents}</p>
            </Part>
            <History records={consents.records} />
          </>
        )}
      </QueryState>
    </div>
  );
}
