import { formatDateTime, isoDateTime } from '@kanat/shared/format';
import { fill, messages, pageTitle } from '@kanat/shared/i18n';
import { calendar as texts } from '@kanat/shared/i18n/lazy';
import { shownStatus } from '@kanat/shared/query';
import {
  Card,
  EmptyState,
  ErrorState,
  LinkButton,
  LoadingBlock,
  PageSection,
  PageTitle,
  PlainList,
  StatusDot,
  useDocumentTitle,
} from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RecordPhoto } from '../../../page-parts/record-photo';
import { CalendarActions } from '../../../sale-follow/calendar-actions';
import { type CalendarEntry, getCalendar } from '../api/get-calendar';

const Intro = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled(Card)`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md}px;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm}px;
    overflow-wrap: anywhere;
  }
`;

const When = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

function EntryRow({ entry }: { entry: CalendarEntry }) {
  const kind = entry.kind === 'group' ? texts.group : texts.hall;
  return (
    <li>
      <Row $padded data-testid="calendar-entry" data-kind={entry.kind}>
        <RecordPhoto photo={entry.cover} size={96} />
        <div>
          <h2>
            <Link to={entry.href}>{entry.title}</Link>
          </h2>
          <When>
            {entry.running ? (
              <StatusDot status="continues" label={texts.running} />
            ) : (
              <time dateTime={isoDateTime(entry.startsAt)}>
                {fill(texts.starts, { date: formatDateTime(entry.startsAt) })}
              </time>
            )}
          </When>
          {entry.endsAt !== null ? (
            <p>
              <time dateTime={isoDateTime(entry.endsAt)}>
                {fill(texts.ends, { date: formatDateTime(entry.endsAt) })}
              </time>
            </p>
          ) : null}
          <p>
            {kind} · {entry.place ?? texts.online} · {fill(texts.lots, { count: entry.lotCount })}
          </p>
        </div>
        <Actions>
          <LinkButton to={entry.href} $variant="secondary">
            {texts.catalogue}
          </LinkButton>
          <CalendarActions
            kind={entry.kind}
            id={entry.id}
            title={entry.title}
            open={entry.running}
          />
        </Actions>
      </Row>
    </li>
  );
}

/** /takvim: the groups and hall mezats to come, soonest first, each with its calendar file. */
export function CalendarPage() {
  useDocumentTitle(pageTitle(messages.nav.calendar));
  const query = useQuery({
    queryKey: ['calendar'],
    queryFn: ({ signal }) => getCalendar(signal),
  });
  const status = shownStatus(query);
  const entries = query.data?.entries ?? [];
  return (
    <PageSection data-testid="calendar-page">
      <PageTitle>{texts.title}</PageTitle>
      <Intro>{texts.intro}</Intro>
      {status === 'loading' ? <LoadingBlock /> : null}
      {status === 'failed' ? (
        <ErrorState title={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : null}
      {status === 'ready' && entries.length === 0 ? (
        <EmptyState title={texts.none} icon="clock" />
      ) : null}
      {entries.length > 0 ? (
        <PlainList $gap="sm" aria-label={texts.title}>
          {entries.map((entry) => (
            <EntryRow key={`${entry.kind}:${entry.id}`} entry={entry} />
          ))}
        </PlainList>
      ) : null}
    </PageSection>
  );
}
