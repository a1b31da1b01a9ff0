import type { GroupMessagePreview } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  GROUP_MESSAGE_SMS_MAX_LENGTH,
  GROUP_MESSAGE_TEXT_MAX_LENGTH,
  GROUP_MESSAGE_TEXT_MIN_LENGTH,
  type GroupMessageChannel,
  type GroupMessageProblems,
  validateGroupMessage,
} from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { Checkbox, TextArea, TextField } from '@kanat/shared/ui/controls';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import { useState } from 'react';
import styled from 'styled-components';
import { Notice, usePendingAction } from '../../../ui';
import { previewGroupMessage } from '../api/group-message-preview';
import { sendGroupMessage } from '../api/group-message-send';

const text = messages.adminAuctions;

const CHANNELS: ReadonlyArray<{ channel: GroupMessageChannel; label: string }> = [
  { channel: 'sms', label: text.messageChannelSms },
  { channel: 'mail', label: text.messageChannelMail },
  { channel: 'push', label: text.messageChannelPush },
];

const Channels = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Rendered = styled.pre`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font: inherit;
  white-space: pre-wrap;
`;

export interface GroupMessageDialogProps {
  groupId: string;
  groupName: string;
  onClose: () => void;
  /** Queued: the sentence to tell staff. */
  onSent: (message: string) => void;
}

/**
 * A message to everyone who bid on or watches the group: staff choose the channels and write
 * plain text, preview it (the texts as members will read them and how many each channel
 * reaches, after their notice choices), then send to exactly the members the preview counted.
 */
export function GroupMessageDialog({
  groupId,
  groupName,
  onClose,
  onSent,
}: GroupMessageDialogProps) {
  const [channels, setChannels] = useState<GroupMessageChannel[]>(['sms']);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<GroupMessageProblems>({});
  const [preview, setPreview] = useState<GroupMessagePreview | null>(null);
  const action = usePendingAction();

  const toggle = (channel: GroupMessageChannel, on: boolean) =>
    setChannels((chosen) =>
      CHANNELS.map((c) => c.channel).filter((c) => (c === channel ? on : chosen.includes(c))),
    );

  const data = () => ({ containerId: groupId, subject, text: body, channels });

  const showPreview = async () => {
    const found = validateGroupMessage(data());
    setProblems(found ?? {});
    if (found !== null) return;
    await action.run(async () => setPreview(await previewGroupMessage(data())));
  };

  const send = async () => {
    if (preview === null) return;
    let total = 0;
    const ok = await action.run(async () => {
      const { counts } = await sendGroupMessage({
        ...data(),
        expectedRecipients: preview.counts.total,
      });
      total = counts.total;
    });
    if (ok) onSent(fill(text.messageSent, { total }));
  };

  const editing = preview === null;

  return (
    <Modal
      open
      onClose={onClose}
      title={fill(text.messageTitle, { name: groupName })}
      width={640}
      data-testid="group-message"
      actions={
        <ModalActions>
          <Button $variant="ghost" onClick={onClose}>
            {text.cancel}
          </Button>
          {editing ? (
            <Button $variant="primary" disabled={action.pending} onClick={() => void showPreview()}>
              {text.messagePreview}
            </Button>
          ) : (
            <>
              <Button
                $variant="secondary"
                disabled={action.pending}
                onClick={() => {
                  action.reset();
                  setPreview(null);
                }}
              >
                {text.messageEdit}
              </Button>
              <Button
                $variant="primary"
                disabled={action.pending || preview.counts.total === 0}
                onClick={() => void send()}
              >
                {fill(text.messageSend, { count: preview.counts.total })}
              </Button>
            </>
          )}
        </ModalActions>
      }
    >
      {editing ? (
        <>
          <p>{text.messageIntro}</p>
          <Channels>
            <legend>{text.messageChannels}</legend>
            {CHANNELS.map(({ channel, label }) => (
              <Checkbox
                key={channel}
                label={label}
                checked={channels.includes(channel)}
                onChange={(event) => toggle(channel, event.target.checked)}
              />
            ))}
          </Channels>
          {problems.channels ? <Problem role="alert">{problems.channels}</Problem> : null}
          <TextField
            label={text.messageSubject}
            value={subject}
            maxLength={200}
            error={problems.subject}
            onChange={(event) => setSubject(event.target.value)}
          />
          <TextArea
            label={text.messageText}
            rows={6}
            value={body}
            error={problems.text}
            hint={fill(text.messageTextHint, {
              min: GROUP_MESSAGE_TEXT_MIN_LENGTH,
              max: GROUP_MESSAGE_TEXT_MAX_LENGTH,
              sms: GROUP_MESSAGE_SMS_MAX_LENGTH,
            })}
            onChange={(event) => setBody(event.target.value)}
          />
        </>
      ) : (
        <>
          <p data-testid="group-message-counts">
            {preview.counts.total === 0
              ? text.messageNobody
              : fill(text.messageCounts, { ...preview.counts })}
          </p>
          {channels.includes('sms') ? (
            <>
              <h3>{text.messagePreviewSms}</h3>
              <Rendered data-testid="group-message-sms">{preview.sms}</Rendered>
            </>
          ) : null}
          {channels.includes('mail') ? (
            <>
              <h3>{text.messagePreviewMail}</h3>
              <Rendered data-testid="group-message-mail">
                {`${preview.mailSubject}\n\n${preview.mailText}`}
              </Rendered>
            </>
          ) : null}
        </>
      )}
      {action.error ? <Notice tone="error">{action.error}</Notice> : null}
    </Modal>
  );
}
