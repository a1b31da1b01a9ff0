import type { AdminNewsState } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { StatusBadge, type StatusTone } from '../../../ui';

const texts = messages.adminContent.news;

const looks: Record<AdminNewsState, { tone: StatusTone; label: string }> = {
  draft: { tone: 'neutral', label: texts.statusDraft },
  scheduled: { tone: 'info', label: texts.statusScheduled },
  published: { tone: 'success', label: texts.statusPublished },
};

export function NewsStatusBadge({ status }: { status: AdminNewsState }) {
  const look = looks[status];
  return <StatusBadge tone={look.tone}>{look.label}</StatusBadge>;
}
