import type { AdminGroupDetail, AdminLotRow } from '@kanat/shared/contracts';
import { formatDateTime, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button, ErrorState, LinkButton, LoadingBlock } from '@kanat/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  ConfirmDialog,
  DataTable,
  errorText,
  FactList,
  Notice,
  notify,
  PageHeader,
  PrintLinks,
  ReasonDialog,
  SaleTermsBox,
} from '../../../ui';
import { archiveGroup } from '../api/archive-group';
import { cancelAuction } from '../api/cancel-auction';
import { getGroup } from '../api/get-group';
import { reorderLots } from '../api/reorder-lots';
import { useLiveGroup } from '../hooks/use-live-results';
import { BidCeilingDialog } from './bid-ceiling-dialog';
import { GroupMessageDialog } from './group-message-dialog';
import { GroupPublishBadge, PublishGroupButton } from './group-publish';
import { lotColumns } from './lot-columns';
import { LotEditDialog } from './lot-edit-dialog';
import { LotPicker } from './lot-picker';

const text = messages.adminAuctions;

function Schedule({ group }: { group: AdminGroupDetail['group'] }) {
  return (
    <FactList>
      <div>
        <dt>{text.startedOn}</dt>
        <dd>{formatDateTime(group.startedOn)}</dd>
      </div>
      <div>
        <dt>{text.endingTime}</dt>
        <dd>{formatDateTime(group.endingTime)}</dd>
      </div>
      <div>
        <dt>{text.stagger}</dt>
        <dd>{group.staggerSeconds === null ? '—' : Math.round(group.staggerSeconds / 60)}</dd>
      </div>
      <div>
        <dt>{text.lotsCount}</dt>
        <dd>{group.totalAuctionsCount}</dd>
      </div>
      <div>
        <dt>{text.bidsCount}</dt>
        <dd>{group.totalBidCount}</dd>
      </div>
      <div>
        <dt>{text.totalAmount}</dt>
        <dd>{formatMoney(group.totalAmount)}</dd>
      </div>
    </FactList>
  );
}

/**
 * gruplar/:id: a group with its lots; add, edit and cancel lots; message its bidders and
 * watchers; archive the group.
 */
export function GroupPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const detail = useQuery({ queryKey: ['admin-group', id], queryFn: () => getGroup({ id }) });
  // The lots' prices, bids and states follow the sale live.
  useLiveGroup(id, detail.data?.lots, detail.refetch);
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<AdminLotRow | null>(null);
  const [cancelling, setCancelling] = useState<AdminLotRow | null>(null);
  const [ceiling, setCeiling] = useState<AdminLotRow | null>(null);
  const [archiving, setArchiving] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['admin-group', id] });
    await client.invalidateQueries({ queryKey: ['admin-groups'] });
  };

  // One place up or down in the catalogue; the server recomputes the staggered ends.
  const move = async (lot: AdminLotRow, step: -1 | 1) => {
    const order = (detail.data?.lots ?? []).map((l) => l.id);
    const from = order.indexOf(lot.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to] as string, order[from] as string];
    try {
      await reorderLots({ groupId: id, lotIds: order });
      setNotice(text.reordered);
    } catch (error) {
      notify.error(errorText(error));
    }
    await refresh();
  };

  if (detail.isPending) return <LoadingBlock />;
  if (detail.isError) {
    return <ErrorState title={errorText(detail.error)} onRetry={() => void detail.refetch()} />;
  }
  const { group, path, lots } = detail.data;
  const parent = path.at(-2);

  return (
    <>
      <PageHeader
        title={group.name}
        back={{
          to: parent ? `/yonetim/gruplar?ust=${parent.id}` : '/yonetim/gruplar',
          label: parent?.name ?? text.groupsTitle,
        }}
        actions={
          <>
            <LinkButton to={`/yonetim/gruplar/${id}/duzenle`} $variant="secondary">
              {text.editGroup}
            </LinkButton>
            <LinkButton to={`/yonetim/gruplar/${id}/sonuclar`} $variant="secondary">
              {text.results}
            </LinkButton>
            {group.isArchive ? null : (
              <LinkButton to={`/grup-ihaleler/${id}`} $variant="secondary">
                {text.previewOnSite}
              </LinkButton>
            )}
            {group.isArchive ? null : <PublishGroupButton group={group} />}
            {group.isFinalContainer ? <PrintLinks base={`/yonetim/gruplar/${id}`} /> : null}
            {group.isFinalContainer ? (
              <Button $variant="secondary" onClick={() => setMessaging(true)}>
                {text.messageOpen}
              </Button>
            ) : null}
            {group.isArchive ? null : (
              <Button $variant="ghost" onClick={() => setArchiving(true)}>
                {text.archiveGroup}
              </Button>
            )}
            {group.isFinalContainer && !group.isArchive ? (
              <Button $variant="primary" onClick={() => setPicking(true)}>
                {text.addLots}
              </Button>
            ) : null}
            {group.isFinalContainer ? null : (
              <LinkButton to={`/yonetim/gruplar/yeni?ust=${id}`} $variant="primary">
                {text.newSubgroup}
              </LinkButton>
            )}
          </>
        }
      />
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <p>
        <GroupPublishBadge publishOn={group.publishOn} />
      </p>
      <Schedule group={group} />
      {group.isFinalContainer ? <SaleTermsBox kind="group" id={id} /> : null}
      {group.isFinalContainer && lots.length > 1 ? <p>{text.lotOrderHint}</p> : null}
      {group.isFinalContainer ? (
        <DataTable
          caption={text.lots}
          columns={lotColumns(lots, {
            edit: setEditing,
            cancel: setCancelling,
            ceiling: setCeiling,
            move: (lot, step) => void move(lot, step),
          })}
          rows={lots}
          rowKey={(lot) => lot.id}
          empty={text.noLots}
          data-testid="lots-table"
        />
      ) : (
        <LinkButton to={`/yonetim/gruplar?ust=${id}`} $variant="secondary">
          {text.openGroup}
        </LinkButton>
      )}

      <LotPicker
        open={picking}
        groupId={id}
        onClose={() => setPicking(false)}
        onAdded={(count) => {
          setPicking(false);
          setNotice(fill(text.pickerAdded, { count }));
          void refresh();
        }}
      />
      {editing ? (
        <LotEditDialog
          lot={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(text.saved);
            void refresh();
          }}
        />
      ) : null}
      {ceiling ? (
        <BidCeilingDialog
          lot={ceiling}
          onClose={() => setCeiling(null)}
          onSaved={(message) => {
            setCeiling(null);
            setNotice(message);
            void refresh();
          }}
        />
      ) : null}
      {messaging ? (
        <GroupMessageDialog
          groupId={id}
          groupName={group.name}
          onClose={() => setMessaging(false)}
          onSent={(message) => {
            setMessaging(false);
            notify.success(message);
          }}
        />
      ) : null}
      <ReasonDialog
        open={cancelling !== null}
        title={text.cancelLotTitle}
        description={text.cancelLotText}
        label={text.cancelReasonLabel}
        confirmLabel={text.cancelLot}
        tone="danger"
        onClose={() => setCancelling(null)}
        onConfirm={async (reason) => {
          if (cancelling === null) return;
          const { notified } = await cancelAuction({ id: cancelling.id, reason });
          setCancelling(null);
          setNotice(fill(text.cancelledNotified, { count: notified }));
          await refresh();
        }}
      />
      <ConfirmDialog
        open={archiving}
        title={text.archiveConfirmTitle}
        confirmLabel={text.archiveGroup}
        onClose={() => setArchiving(false)}
        onConfirm={async () => {
          await archiveGroup({ id });
          setArchiving(false);
          setNotice(text.archived);
          await refresh();
        }}
      >
        {text.archiveConfirmText}
      </ConfirmDialog>
    </>
  );
}
