import { toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { Button, Spinner } from '@kanat/shared/ui';
import { TextArea, TextField } from '@kanat/shared/ui/controls';
import { type ContactData, ruleResolver, validateContact } from '@kanat/shared/validation';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { sendContactMail } from '../api/send-contact-mail';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const EMPTY: ContactData = { name: '', email: '', subject: '', message: '' };

const resolver = ruleResolver(validateContact);

/**
 * The contact form (SPEC §5 messages). Fields are checked on submit, then again on every
 * change so a fixed field loses its message at once.
 */
export function ContactForm() {
  const { register, handleSubmit, reset, formState } = useForm<ContactData>({
    defaultValues: EMPTY,
    resolver,
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting: sending } = formState;

  const send = handleSubmit(async (values) => {
    try {
      const answer = await sendContactMail({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      toast(answer.queued ? messages.contact.queued : messages.contact.sent, 'green');
      // Empty again, and unchecked until the next submit.
      reset(EMPTY);
    } catch {
      toast(messages.contact.failed, 'red');
    }
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        if (sending) event.preventDefault();
        else void send(event);
      }}
      aria-label={messages.contact.formTitle}
    >
      <TextField
        label={messages.contact.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={messages.contact.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={messages.contact.subject}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextArea
        label={messages.contact.message}
        rows={6}
        error={errors.message?.message}
        {...register('message')}
      />
      <div>
        <Button type="submit" $size="lg" disabled={sending} aria-busy={sending}>
          {sending ? <Spinner size={18} inverse /> : null}
          {messages.contact.submit}
        </Button>
      </div>
    </Form>
  );
}
