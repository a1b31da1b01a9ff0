import type { AdminPrivacyRequestView } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n/full';
import { privacyRequests as texts } from '@kanat/shared/i18n/lazy';
import { checkedPrivacyRequestText, PRIVACY_REQUEST_TEXT_MAX } from '@kanat/shared/rules';
import { TextArea } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ActionDialog, Notice, usePendingAction } from '../../../ui';
import { requesterName } from './requester';

/** How staff close an open application: answer it, or turn it down with the reason. */
export type AnswerVerdict = 'answered' | 'rejected';

interface AnswerForm {
  answer: string;
}

// The shared rule the server applies: not empty, at most PRIVACY_REQUEST_TEXT_MAX once trimmed.
const validateAnswer = ({ answer }: AnswerForm) => ({
  errors: {
    answer:
      checkedPrivacyRequestText(answer) === null
        ? fill(texts.answerEmpty, { max: PRIVACY_REQUEST_TEXT_MAX })
        : null,
  },
});

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AnswerDialogProps {
  /** The application being answered; null keeps the dialog closed. */
  request: AdminPrivacyRequestView | null;
  verdict: AnswerVerdict;
  /** Receives the trimmed text; when it throws, the dialog stays open with the error. */
  onSave: (answer: string) => unknown;
  onClose: () => void;
}

/**
 * 'Yanıtla' or 'Reddet' on an open KVKK application: the member's words for context and the
 * answer (the shared length rule, as the server checks it). Closes when saved; the server's
 * refusal (already answered, not found) stays in the dialog with the text kept.
 */
export function AnswerDialog({ request, verdict, onSave, onClose }: AnswerDialogProps) {
  const open = request !== null;
  const formId = useId();
  const resolver = useMemo(() => ruleResolver<AnswerForm>(validateAnswer), []);
  const { register, handleSubmit, formState, reset, watch } = useForm<AnswerForm>({
    resolver,
    defaultValues: { answer: '' },
  });
  const action = usePendingAction();
  const { pending } = action;

  // Every opening starts with an empty field.
  useEffect(() => {
    if (open) reset({ answer: '' });
  }, [open, reset]);

  const length = watch('answer').trim().length;
  const rejecting = verdict === 'rejected';

  return (
    <ActionDialog
      open={open}
      title={rejecting ? texts.adminRejectTitle : texts.adminAnswerTitle}
      confirmLabel={texts.adminAnswerSave}
      tone={rejecting ? 'danger' : 'primary'}
      onClose={onClose}
      action={action}
      confirm={{ form: formId }}
    >
      <Form
        id={formId}
        noValidate
        data-testid="privacy-answer-form"
        onSubmit={handleSubmit(async ({ answer }) => {
          if (await action.run(() => onSave(answer.trim()))) onClose();
        })}
      >
        {request ? (
          <div>
            <Muted>
              {requesterName(request)} · {texts.kinds[request.kind]}
            </Muted>
            <Quote>{request.details}</Quote>
          </div>
        ) : null}
        <Muted>{rejecting ? texts.adminRejectHint : texts.adminAnswerHint}</Muted>
        <TextArea
          label={texts.adminAnswerLabel}
          readOnly={pending}
          maxLength={PRIVACY_REQUEST_TEXT_MAX}
          error={formState.errors.answer?.message}
          hint={
            <>
              {fill(texts.detailsHint, { max: PRIVACY_REQUEST_TEXT_MAX })}{' '}
              <Count>
                {fill(texts.detailsCount, { count: length, max: PRIVACY_REQUEST_TEXT_MAX })}
              </Count>
            </>
          }
          {...register('answer')}
        />
        {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      </Form>
    </ActionDialog>
  );
}
