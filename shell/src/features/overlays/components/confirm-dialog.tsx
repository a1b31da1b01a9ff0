import { bus, useEvent } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { Button } from '@kanat/shared/ui';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import { useId, useState } from 'react';
import styled from 'styled-components';

const Question = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

interface Ask {
  id: string;
  text: string;
}

/**
 * The yes/no confirm of SPEC §2, named by its question. Questions asked together are shown
 * one after another; Escape or a press outside answers no.
 */
export function ConfirmDialog() {
  const [queue, setQueue] = useState<Ask[]>([]);
  const current = queue[0];
  const questionId = useId();

  useEvent('ui:confirm-requested', (ask) => setQueue((q) => [...q, ask]));

  const answer = (yes: boolean) => {
    if (!current) return;
    setQueue((q) => q.slice(1));
    bus.emit('ui:confirm-answered', { id: current.id, yes });
  };

  return (
    <Modal
      open={Boolean(current)}
      onClose={() => answer(false)}
      showClose={false}
      aria-labelledby={questionId}
      data-testid="confirm-dialog"
      actions={
        <ModalActions>
          <Button $variant="secondary" onClick={() => answer(false)} data-testid="confirm-no">
            {messages.common.no}
          </Button>
          <Button onClick={() => answer(true)} data-testid="confirm-yes" data-autofocus>
            {messages.common.yes}
          </Button>
        </ModalActions>
      }
    >
      <Question id={questionId}>{current?.text}</Question>
    </Modal>
  );
}
