import { fill, messages } from '@kanat/shared/i18n/full';
import { TextArea } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ActionDialog, type KitDialogProps } from './action-dialog';
import { Notice } from './notice';
import { REASON_MAX_LENGTH, type ReasonForm, validateReason } from './reason-rule';
import { usePendingAction } from './use-pending-action';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ReasonDialogProps extends KitDialogProps {
  /** What the action does and who sees the reason. */
  description?: ReactNode;
  /** The field's label; defaults to 'Gerekçe'. */
  label?: string;
  /**
   * Receives the trimmed reason. The dialog closes when it resolves; when it throws, the
   * dialog stays open with the error and keeps the text.
   */
  onConfirm: (reason: string) => unknown;
}

/** Asks for a reason (the shared staff-reason rule) before an action such as reject or cancel. */
export function ReasonDialog({
  description,
  label = messages.adminConsole.kit.reasonLabel,
  onConfirm,
  ...dialog
}: ReasonDialogProps) {
  const { open, onClose } = dialog;
  const formId = useId();
  const { kit } = messages.adminConsole;
  const resolver = useMemo(() => ruleResolver<ReasonForm>(validateReason), []);
  const maxLength = REASON_MAX_LENGTH;
  const { register, handleSubmit, formState, reset, watch } = useForm<ReasonForm>({
    resolver,
    defaultValues: { reason: '' },
  });
  const action = usePendingAction();
  const { pending } = action;

  // Every opening starts with an empty field.
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const length = watch('reason').trim().length;

  return (
    <ActionDialog {...dialog} action={action} confirm={{ form: formId }}>
      <Form
        id={formId}
        noValidate
        onSubmit={handleSubmit(async ({ reason }) => {
          if (await action.run(() => onConfirm(reason.trim()))) onClose();
        })}
      >
        {description ? <div>{description}</div> : null}
        <TextArea
          label={label}
          readOnly={pending}
          error={formState.errors.reason?.message}
          hint={
            <>
              {fill(kit.reasonHint, { max: maxLength })}{' '}
              <Count>{fill(kit.reasonCount, { count: length, max: maxLength })}</Count>
            </>
          }
          {...register('reason')}
        />
        {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      </Form>
    </ActionDialog>
  );
}
