import type { TrustSignalView } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { TRUST } from '@kanat/shared/rules';
import { TextArea } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ActionDialog, Notice, usePendingAction } from '../../../ui';

const texts = messages.adminTrust;

interface NoteForm {
  note: string;
}

// The rule the server applies to a review note: not empty, at most TRUST.reviewNoteMax once
// trimmed (its own Turkish words for both).
const validateNote = ({ note }: NoteForm) => {
  const trimmed = note.trim();
  const problem =
    trimmed === ''
      ? texts.server.noteEmpty
      : trimmed.length > TRUST.reviewNoteMax
        ? fill(texts.server.noteTooLong, { max: TRUST.reviewNoteMax })
        : null;
  return { errors: { note: problem } };
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ReviewDialogProps {
  /** The signal being marked; null keeps the dialog closed. */
  signal: TrustSignalView | null;
  /** Receives the trimmed note; when it throws, the dialog stays open with the error. */
  onSave: (note: string) => unknown;
  onClose: () => void;
}

/**
 * 'İncelendi olarak işaretle' on a signal: the signal and its evidence for context, and the
 * note (the server's length rule). Closes when saved; the server's refusal (the signal is gone)
 * stays in the dialog with the note kept.
 */
export function ReviewDialog({ signal, onSave, onClose }: ReviewDialogProps) {
  const open = signal !== null;
  const formId = useId();
  const resolver = useMemo(() => ruleResolver<NoteForm>(validateNote), []);
  const { register, handleSubmit, formState, reset, watch } = useForm<NoteForm>({
    resolver,
    defaultValues: { note: '' },
  });
  const action = usePendingAction();

  // Every opening starts with an empty field.
  useEffect(() => {
    if (open) reset({ note: '' });
  }, [open, reset]);

  const length = watch('note').trim().length;

  return (
    <ActionDialog
      open={open}
      title={texts.review}
      confirmLabel={texts.review}
      onClose={onClose}
      action={action}
      confirm={{ form: formId }}
    >
      <Form
        id={formId}
        noValidate
        onSubmit={handleSubmit(async ({ note }) => {
          if (await action.run(() => onSave(note.trim()))) onClose();
        })}
      >
        {signal ? (
          <Muted>
            {texts.kinds[signal.kind]} · {signal.memberName}
            {signal.otherName ? ` · ${signal.otherName}` : ''} · {signal.evidence}
          </Muted>
        ) : null}
        <TextArea
          label={texts.reviewNote}
          readOnly={action.pending}
          maxLength={TRUST.reviewNoteMax}
          error={formState.errors.note?.message}
          hint={
            <Count>
              {fill(messages.adminConsole.kit.reasonCount, {
                count: length,
                max: TRUST.reviewNoteMax,
              })}
            </Count>
          }
          {...register('note')}
        />
        {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      </Form>
    </ActionDialog>
  );
}
