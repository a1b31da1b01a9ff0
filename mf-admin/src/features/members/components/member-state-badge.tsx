import type { MemberState } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { StatusBadge, type StatusTone } from '../../../ui';

const tones: Record<MemberState, StatusTone> = {
  rejected: 'danger',
  pending: 'warning',
  'change-pending': 'warning',
  disabled: 'danger',
  active: 'success',
};

export function MemberStateBadge({ state }: { state: MemberState }) {
  return <StatusBadge tone={tones[state]}>{messages.adminMembers.states[state]}</StatusBadge>;
}
