import { fill, messages } from '@kanat/shared/i18n';
import { Button, Modal, ModalActions, TextArea } from '@kanat/shared/ui';
import { ruleResolver } from '@kanat/shared/validation';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
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

export interface ReasonDialogProps {
  open: boolean;
  /** E.g. 'Kaydı reddet'. */
  title: ReactNode;
  /** What the action does and who sees the reason. */
  description?: ReactNode;
  /** The field's label; defaults to 'Gerekçe'. */
  label?: string;
  /** The confirm button's text; defaults to 'Onayla'. */
  confirmLabel?: string;
  tone?: 'primary' | 'danger';
  /**
   * Receives the trimmed reason. The dialog closes when it resolves; when it throws, the
   * dialog stays open with the error and keeps the text.
   */
  onConfirm: (reason: string) => unknown;
  onClose: () => void;
}

/** Asks for a reason (the shared staff-reason rule) before an action such as reject or cancel. */
export function ReasonDialog({
  open,
  title,
  description,
  label = messages.adminConsole.kit.reasonLabel,
  confirmLabel = messages.adminConsole.kit.confirm,
  tone = 'primary',
  onConfirm,
  onClose,
}: ReasonDialogProps) {
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

  const close = () => {
    if (pending) return;
    action.reset();
    onClose();
  };
  const length = watch('reason').trim().length;

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      dismissible={!pending}
      showClose={!pending}
      actions={
        <ModalActions>
          <Button $variant="secondary" onClick={close} disabled={pending}>
            {kit.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            $variant={tone}
            disabled={pending}
            aria-busy={pending}
          >
            {pending ? kit.pending : confirmLabel}
          </Button>
        </ModalActions>
      }
    >
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
    </Modal>
  );
}
