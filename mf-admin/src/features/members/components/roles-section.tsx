import type { MemberView } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { STAFF_ROLES, type StaffRole } from '@kanat/shared/rules';
import { getMfaToken, isSecondFactorError, SecondFactorError } from '@kanat/shared/security';
import { Button } from '@kanat/shared/ui';
import { Checkbox } from '@kanat/shared/ui/controls';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../ui';
import { setMemberRoles } from '../api/set-member-roles';
import { useMemberAction } from '../hooks/use-member-action';
import { memberName } from './decision-dialogs';

const d = messages.adminMembers.detail;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  max-width: 560px;

  p {
    margin: 0;
  }
`;

const Choices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Scope = styled.span`
  display: block;
  margin-left: 28px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const names = (roles: readonly StaffRole[]) =>
  roles.map((role) => messages.staffRoles[role]).join(', ');

/** The second factor's token; a check that ends without one says the roles stayed as they were. */
async function secondFactorToken(): Promise<string> {
  try {
    return await getMfaToken();
  } catch (error) {
    if (!isSecondFactorError(error)) throw error;
    throw new SecondFactorError(error.code, {
      cause: error,
      message: fill(d.rolesSecondFactorFailed, { reason: error.message }),
    });
  }
}

/**
 * Administrators give and take a member's staff roles: a checkbox per role, then a question
 * naming what changes, then the second factor, then `adminMembersSetRoles`. A cancelled or
 * failed second factor, or the server's refusal (the last administrator, one's own
 * administrator role...), is shown in the question and changes nothing.
 */
export function RolesSection({ member }: { member: MemberView }) {
  const act = useMemberAction();
  const id = useId();
  const held = member.roles;
  const [chosen, setChosen] = useState<StaffRole[]>(() => [...held]);
  const [asking, setAsking] = useState(false);
  // A fresh answer from the server (after saving, or another administrator's change) resets
  // the boxes to what the member holds.
  const heldKey = held.join(',');
  useEffect(() => {
    setChosen(heldKey === '' ? [] : (heldKey.split(',') as StaffRole[]));
  }, [heldKey]);

  const granted = chosen.filter((role) => !held.includes(role));
  const revoked = held.filter((role) => !chosen.includes(role));
  const changed = granted.length > 0 || revoked.length > 0;
  const name = memberName(member);

  const toggle = (role: StaffRole, on: boolean) =>
    setChosen((current) => STAFF_ROLES.filter((r) => (r === role ? on : current.includes(r))));

  const save = async () => {
    const mfaToken = await secondFactorToken();
    await act(
      () => setMemberRoles({ uid: member.uid, roles: chosen, mfaToken }),
      fill(d.rolesSaved, { name }),
    );
  };

  return (
    <>
      <Form
        noValidate
        aria-label={d.roles}
        data-testid="member-roles"
        onSubmit={(event) => {
          event.preventDefault();
          if (changed) setAsking(true);
        }}
      >
        <p>{d.rolesHint}</p>
        <Choices>
          {STAFF_ROLES.map((role) => (
            <li key={role}>
              <Checkbox
                label={messages.staffRoles[role]}
                checked={chosen.includes(role)}
                aria-describedby={`${id}-${role}`}
                onChange={(event) => toggle(role, event.target.checked)}
              />
              <Scope id={`${id}-${role}`}>{d.roleScopes[role]}</Scope>
            </li>
          ))}
        </Choices>
        <div>
          <Button type="submit" disabled={!changed}>
            {d.rolesSave}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={asking}
        title={fill(d.rolesTitle, { name })}
        confirmLabel={d.rolesConfirm}
        tone={revoked.length > 0 ? 'danger' : 'primary'}
        onConfirm={save}
        onClose={() => setAsking(false)}
      >
        <div data-testid="roles-change">
          {granted.length > 0 ? <p>{fill(d.rolesGrant, { roles: names(granted) })}</p> : null}
          {revoked.length > 0 ? <p>{fill(d.rolesRevoke, { roles: names(revoked) })}</p> : null}
          {chosen.length === 0 ? <p>{d.rolesNoneLeft}</p> : null}
          <p>{d.rolesSecondFactor}</p>
        </div>
      </ConfirmDialog>
    </>
  );
}
