import type { AdminMemberDetailResult } from '@kanat/shared/contracts';
import { formatAmount, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { parseSpendingLimit } from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Notice, useActsOnMembers, usePendingAction } from '../../../ui';
import { setSpendingLimit } from '../api/set-spending-limit';
import { useMemberAction } from '../hooks/use-member-action';

const d = messages.adminMembers.detail;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  max-width: 420px;

  p {
    margin: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

interface LimitForm {
  limit: string;
}

const validateLimit = ({ limit }: LimitForm) => {
  const parsed = parseSpendingLimit(limit);
  return { errors: { limit: 'error' in parsed ? parsed.error : null } };
};

/**
 * Clerks set or lift a member's spending limit (others read it). The server refuses any bid,
 * manual or automatic, that would take the auctions the member leads plus their unpaid wins
 * over it.
 */
export function SpendingLimitSection({ detail }: { detail: AdminMemberDetailResult }) {
  const { member, committed } = detail;
  const acts = useActsOnMembers();
  const act = useMemberAction();
  const action = usePendingAction();
  const resolver = useMemo(() => ruleResolver<LimitForm>(validateLimit), []);
  const current = member.spendingLimit === null ? '' : formatAmount(member.spendingLimit);
  const { register, handleSubmit, formState, reset } = useForm<LimitForm>({
    resolver,
    defaultValues: { limit: current },
  });
  useEffect(() => reset({ limit: current }), [current, reset]);

  const save = (limit: number | null) =>
    action.run(() =>
      act(
        () => setSpendingLimit(member.uid, limit),
        limit === null ? d.spendingLimitLifted : d.spendingLimitSaved,
      ),
    );

  const now = (
    <p data-testid="spending-limit-now">
      {member.spendingLimit === null ? d.spendingLimitNone : formatMoney(member.spendingLimit)}
      {' · '}
      {fill(d.spendingLimitCommitted, { amount: formatMoney(committed) })}
    </p>
  );
  if (!acts) return now;

  return (
    <Form
      noValidate
      aria-label={d.spendingLimit}
      data-testid="spending-limit"
      onSubmit={handleSubmit(async ({ limit }) => {
        const parsed = parseSpendingLimit(limit);
        if ('value' in parsed) await save(parsed.value);
      })}
    >
      <p>{d.spendingLimitHint}</p>
      {now}
      <TextField
        label={d.spendingLimitLabel}
        inputMode="numeric"
        autoComplete="off"
        readOnly={action.pending}
        error={formState.errors.limit?.message}
        {...register('limit')}
      />
      {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      <Buttons>
        <Button type="submit" disabled={action.pending}>
          {d.spendingLimitSave}
        </Button>
        {member.spendingLimit !== null ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={action.pending}
            onClick={() => void save(null)}
          >
            {d.spendingLimitLift}
          </Button>
        ) : null}
      </Buttons>
    </Form>
  );
}
