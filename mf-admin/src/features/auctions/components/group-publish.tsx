import { formatDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { type GroupPublishState, groupPublishState } from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, notify, StatusBadge, type StatusTone } from '../../../ui';
import { publishGroup } from '../api/publish-group';

const text = messages.adminAuctions;

const looks: Record<GroupPublishState, { tone: StatusTone; label: string }> = {
  draft: { tone: 'neutral', label: text.publishStateDraft },
  scheduled: { tone: 'info', label: text.publishStateScheduled },
  published: { tone: 'success', label: text.publishStatePublished },
};

/** Taslak / Zamanlanmış (with its time) / Yayında. */
export function GroupPublishBadge({ publishOn }: { publishOn: number | null }) {
  const look = looks[groupPublishState(publishOn, Date.now())];
  return (
    <StatusBadge tone={look.tone}>
      {look.label}
      {publishOn !== null && publishOn > Date.now() ? ` · ${formatDateTime(publishOn)}` : null}
    </StatusBadge>
  );
}

/** "Yayınla": puts a group not yet on the site there now; nothing for one already on it. */
export function PublishGroupButton({
  group,
  size,
}: {
  group: { id: string; publishOn: number | null };
  size?: 'sm';
}) {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  if (groupPublishState(group.publishOn, Date.now()) === 'published') return null;
  const publish = async () => {
    setPending(true);
    try {
      await publishGroup({ id: group.id });
      notify.success(text.published);
      await client.invalidateQueries({ queryKey: ['admin-groups'] });
      await client.invalidateQueries({ queryKey: ['admin-group', group.id] });
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      $variant="primary"
      $size={size}
      disabled={pending}
      aria-busy={pending}
      onClick={() => void publish()}
    >
      {text.publishAction}
    </Button>
  );
}
