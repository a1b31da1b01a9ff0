import type { AdminSaleRequestRow, SaleRequestStatusName } from '@kanat/shared/contracts';
import { formatDate, formatDateTime, formatMoney, padSerial } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n';
import { messages } from '@kanat/shared/i18n/full';
import { raceResults } from '@kanat/shared/i18n/lazy';
import { formatKilometres, formatSpeed } from '@kanat/shared/rules';
import { Button, LinkButton, PlainList } from '@kanat/shared/ui';
import { Tabs } from '@kanat/shared/ui/tabs';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ConfirmDialog,
  ListCard,
  notify,
  PagedView,
  PageHeader,
  ReasonDialog,
  StatusBadge,
  type StatusTone,
} from '../../../ui';
import { acceptSaleRequest } from '../api/accept-sale-request';
import { listSaleRequests } from '../api/list-sale-requests';
import { rejectSaleRequest } from '../api/reject-sale-request';

const texts = messages.adminPigeons.requests;
const statuses = messages.saleRequests.statuses;
const PIGEONS_ROOT = '/yonetim/guvercinler';

const tones: Record<SaleRequestStatusName, StatusTone> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Title = styled.h3`
  flex: 1 1 200px;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg}px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs}px;
  }
  & dd {
    margin: 0;
  }
`;

const Photos = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  overflow-x: auto;

  & img {
    width: 112px;
    height: 84px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;

  & > * {
    flex: 0 1 auto;
  }
`;

function RequestCard({
  request,
  onAccept,
  onReject,
}: {
  request: AdminSaleRequestRow;
  onAccept: () => void;
  onReject: () => void;
}) {
  const { member } = request;
  return (
    <ListCard data-testid="sale-request">
      <Head>
        <Title>{request.tagNum}</Title>
        <StatusBadge tone={tones[request.status]}>{statuses[request.status]}</StatusBadge>
      </Head>
      <Facts>
        <div>
          <dt>{texts.member}</dt>
          <dd>
            {member.fullname}
            {member.phoneNumber ? ` · ${member.phoneNumber}` : ''}
            {member.city || member.province ? ` · ${member.city}, ${member.province}` : ''}
          </dd>
        </div>
        <div>
          <dt>{texts.state}</dt>
          <dd>{request.state}</dd>
        </div>
        <div>
          <dt>{texts.wishedPrice}</dt>
          <dd>{formatMoney(request.wishedPrice)}</dd>
        </div>
        <div>
          <dt>{texts.sentAt}</dt>
          <dd>{formatDateTime(request.createdAt)}</dd>
        </div>
        {request.decidedAt !== null ? (
          <div>
            <dt>{texts.decidedAt}</dt>
            <dd>{formatDateTime(request.decidedAt)}</dd>
          </div>
        ) : null}
      </Facts>
      {request.description ? <Description>{request.description}</Description> : null}
      {request.photos.length > 0 ? (
        <Photos aria-label={texts.photos} role="group">
          {request.photos.map((photo, index) => (
            <a key={photo.url} href={photo.url} target="_blank" rel="noopener noreferrer">
              <img src={photo.thumbUrl} alt={`${texts.photos}: ${index + 1}`} loading="lazy" />
            </a>
          ))}
        </Photos>
      ) : null}
      {request.races.length > 0 ? (
        <section aria-label={raceResults.title} data-testid="sale-request-races">
          <strong>{raceResults.title}</strong>
          <PlainList>
            {request.races.map((race) => (
              <li key={`${race.date}:${race.name}:${race.place}`}>
                {race.name} · {formatDate(race.date)} · {race.releasePoint} ·{' '}
                {fill(raceResults.km, { km: formatKilometres(race.distanceM) })} ·{' '}
                {fill(raceResults.placeOf, { place: race.place, basketed: race.basketed })}
                {race.speedMmPerMin === null
                  ? null
                  : ` · ${fill(raceResults.metresPerMinute, { speed: formatSpeed(race.speedMmPerMin) })}`}
              </li>
            ))}
          </PlainList>
        </section>
      ) : null}
      {request.status === 'rejected' && request.reason ? (
        <p>
          <strong>{texts.reason}:</strong> {request.reason}
        </p>
      ) : null}
      <Actions>
        {request.status === 'pending' ? (
          <>
            <Button $variant="primary" onClick={onAccept}>
              {texts.accept}
            </Button>
            <Button $variant="danger" onClick={onReject}>
              {texts.reject}
            </Button>
          </>
        ) : null}
        {request.pigeonId !== null ? (
          <LinkButton $variant="secondary" to={`${PIGEONS_ROOT}/${request.pigeonId}`}>
            {texts.openPigeon}
            {request.pigeonSerial !== null ? ` (${padSerial(request.pigeonSerial)})` : ''}
          </LinkButton>
        ) : null}
      </Actions>
    </ListCard>
  );
}

function RequestList({ status }: { status: SaleRequestStatusName }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState<AdminSaleRequestRow | null>(null);
  const [rejecting, setRejecting] = useState<AdminSaleRequestRow | null>(null);
  const query = useInfiniteQuery({
    queryKey: ['admin', 'sale-requests', status],
    queryFn: ({ pageParam }) => listSaleRequests({ status, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'sale-requests'] });

  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <>
      <PagedView
        query={query}
        failedTitle={texts.loadFailed}
        moreLabel={texts.more}
        rowCount={rows.length}
      >
        {rows.length === 0 ? (
          <p>{texts.empty}</p>
        ) : (
          <PlainList $gap="md">
            {rows.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                onAccept={() => setAccepting(request)}
                onReject={() => setRejecting(request)}
              />
            ))}
          </PlainList>
        )}
      </PagedView>
      <ConfirmDialog
        open={accepting !== null}
        title={texts.acceptTitle}
        confirmLabel={texts.accept}
        onClose={() => setAccepting(null)}
        onConfirm={async () => {
          if (accepting === null) return;
          const { pigeonId } = await acceptSaleRequest(accepting.id);
          notify.success(texts.accepted);
          await refresh();
          await queryClient.invalidateQueries({ queryKey: ['admin', 'pigeons'] });
          navigate(`${PIGEONS_ROOT}/${pigeonId}`);
        }}
      >
        <p>{accepting ? `${accepting.tagNum} · ${accepting.member.fullname}` : null}</p>
        <p>{texts.acceptHint}</p>
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting !== null}
        title={texts.rejectTitle}
        description={texts.rejectHint}
        label={texts.reason}
        confirmLabel={texts.reject}
        tone="danger"
        onClose={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (rejecting === null) return;
          await rejectSaleRequest(rejecting.id, reason);
          notify.success(texts.rejected);
          await refresh();
        }}
      />
    </>
  );
}

const order: readonly SaleRequestStatusName[] = ['pending', 'accepted', 'rejected'];

/** `satis-talepleri`: members' requests by status; accept creates the pigeon, reject asks why. */
export function SaleRequestsPage() {
  const [status, setStatus] = useState<SaleRequestStatusName>('pending');
  return (
    <section>
      <PageHeader title={texts.title} />
      <Tabs
        label={texts.tabs}
        value={status}
        onChange={setStatus}
        items={order.map((id) => ({
          id,
          label: statuses[id],
          content: id === status ? <RequestList status={id} /> : null,
        }))}
      />
    </section>
  );
}
