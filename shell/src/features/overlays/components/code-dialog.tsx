import { bus, useEvent } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useSecondsLeft } from '../hooks/use-seconds-left';

const Prompt = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CodeInput = styled.div`
  input {
    font-family: ${({ theme }) => theme.typography.monoFamily};
    font-size: ${({ theme }) => theme.typography.size.xl}px;
    letter-spacing: 0.3em;
    text-align: center;
  }
`;

const Resend = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

const FormActions = styled(ModalActions)`
  padding: ${({ theme }) => theme.space.lg}px 0 0;
`;

interface Ask {
  id: string;
  target: string;
  resendAvailableAt: number;
}

/**
 * The frame of the second-factor code dialog (SPEC §4). The asker (mf-account) drives it
 * over the bus: it answers with the code or null, shows rejections, unlocks resend at the
 * time the asker gives and closes when the asker is done. Escape and presses outside are
 * ignored: the asker is waiting, so only İptal (or the asker) ends it.
 */
export function CodeDialog() {
  const [ask, setAsk] = useState<Ask | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [resending, setResending] = useState(false);
  const secondsLeft = useSecondsLeft(ask ? ask.resendAvailableAt : null);

  const reset = () => {
    setCode('');
    setError(null);
    setWaiting(false);
    setResending(false);
  };

  useEvent('ui:code-requested', (next) => {
    // Only one dialog at a time: a new ask cancels an unanswered older one.
    if (ask && ask.id !== next.id) bus.emit('ui:code-answered', { id: ask.id, code: null });
    reset();
    setAsk(next);
  });
  useEvent('ui:code-rejected', ({ id, message }) => {
    if (id !== ask?.id) return;
    setError(message);
    setCode('');
    setWaiting(false);
  });
  useEvent('ui:code-resent', ({ id, resendAvailableAt }) => {
    if (id !== ask?.id) return;
    setAsk({ ...ask, resendAvailableAt });
    setResending(false);
    setError(null);
  });
  useEvent('ui:code-closed', ({ id }) => {
    if (id !== ask?.id) return;
    setAsk(null);
    reset();
  });

  const cancel = () => {
    if (!ask) return;
    bus.emit('ui:code-answered', { id: ask.id, code: null });
    setAsk(null);
    reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ask || waiting) return;
    if (!/^\d+$/.test(code)) {
      setError(messages.mfa.codeNumeric);
      return;
    }
    setWaiting(true);
    setError(null);
    bus.emit('ui:code-answered', { id: ask.id, code });
  };

  const resend = () => {
    if (!ask || secondsLeft > 0 || resending) return;
    setResending(true);
    bus.emit('ui:code-resend-requested', { id: ask.id });
  };

  return (
    <Modal
      open={ask !== null}
      onClose={cancel}
      dismissible={false}
      title={messages.mfa.title}
      data-testid="code-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Prompt>{fill(messages.mfa.prompt, { target: ask?.target ?? '' })}</Prompt>
        <CodeInput>
          <TextField
            label={messages.mfa.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={10}
            value={code}
            error={error}
            disabled={waiting}
            data-testid="code-input"
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </CodeInput>
        <Resend>
          <Button
            $variant="ghost"
            $size="sm"
            disabled={secondsLeft > 0 || resending || waiting}
            onClick={resend}
            data-testid="code-resend"
          >
            {secondsLeft > 0
              ? fill(messages.mfa.resendIn, { seconds: secondsLeft })
              : messages.mfa.resend}
          </Button>
        </Resend>
        <FormActions>
          <Button $variant="secondary" onClick={cancel} data-testid="code-cancel">
            {messages.mfa.cancel}
          </Button>
          <Button type="submit" disabled={code.length === 0 || waiting} data-testid="code-submit">
            {messages.mfa.confirm}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
