import { toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { Button, Spinner, TextArea, TextField } from '@kanat/shared/ui';
import { type ContactData, type FieldErrors, validateContact } from '@kanat/shared/validation';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { sendContactMail } from '../api/send-contact-mail';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const EMPTY: ContactData = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form (SPEC §5 messages). Fields are checked on submit, then again on every
 * change so a fixed field loses its message at once.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactData>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof ContactData>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);

  const change = (field: keyof ContactData) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateContact(next).errors);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const check = validateContact(values);
    setErrors(check.errors);
    if (!check.valid) return;
    setSending(true);
    try {
      await sendContactMail({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      toast(messages.contact.sent, 'green');
      setValues(EMPTY);
      setSubmitted(false);
    } catch {
      toast(messages.contact.failed, 'red');
    } finally {
      setSending(false);
    }
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={messages.contact.formTitle}>
      <TextField
        label={messages.contact.name}
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(e) => change('name')(e.target.value)}
      />
      <TextField
        label={messages.contact.email}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => change('email')(e.target.value)}
      />
      <TextField
        label={messages.contact.subject}
        name="subject"
        value={values.subject}
        error={errors.subject}
        onChange={(e) => change('subject')(e.target.value)}
      />
      <TextArea
        label={messages.contact.message}
        name="message"
        rows={6}
        value={values.message}
        error={errors.message}
        onChange={(e) => change('message')(e.target.value)}
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
