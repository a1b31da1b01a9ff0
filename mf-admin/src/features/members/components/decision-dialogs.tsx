import type { MemberView } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { ConfirmDialog, ReasonDialog } from '../../../ui';
import { approveMember } from '../api/approve-member';
import { rejectMember } from '../api/reject-member';
import { useMemberAction } from '../hooks/use-member-action';

const t = messages.adminMembers;

export interface Decision {
  verdict: 'approve' | 'reject';
  /** A registration waiting, or a profile change. */
  subject: 'registration' | 'change';
  member: MemberView;
}

export const memberName = (m: Pick<MemberView, 'fullname' | 'username' | 'phoneNumber' | 'uid'>) =>
  m.fullname ?? m.username ?? m.phoneNumber ?? m.uid;

/** The approve question or the reject reason for one waiting registration or change. */
export function DecisionDialogs({
  decision,
  onClose,
}: {
  decision: Decision | null;
  onClose: () => void;
}) {
  const act = useMemberAction();
  const name = decision === null ? '' : memberName(decision.member);
  const registration = decision?.subject === 'registration';
  return (
    <>
      <ConfirmDialog
        open={decision?.verdict === 'approve'}
        title={fill(registration ? t.approveRegistrationTitle : t.approveChangeTitle, { name })}
        confirmLabel={t.approve}
        onConfirm={() =>
          decision && act(() => approveMember(decision.member.uid), fill(t.approved, { name }))
        }
        onClose={onClose}
      >
        {registration ? t.approveRegistrationHint : t.approveChangeHint}
      </ConfirmDialog>
      <ReasonDialog
        open={decision?.verdict === 'reject'}
        title={fill(registration ? t.rejectRegistrationTitle : t.rejectChangeTitle, { name })}
        description={registration ? t.rejectRegistrationHint : t.rejectChangeHint}
        confirmLabel={t.reject}
        tone="danger"
        onConfirm={(reason) =>
          decision &&
          act(() => rejectMember(decision.member.uid, reason), fill(t.rejected, { name }))
        }
        onClose={onClose}
      />
    </>
  );
}
