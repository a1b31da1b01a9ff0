import {
  GROUP_MESSAGE_SMS_MAX_LENGTH,
  GROUP_MESSAGE_TEXT_MAX_LENGTH,
  groupMessageSms,
  validateGroupMessage,
} from './group-message';

const good = { subject: 'Teslim günü', text: 'Kuşlar cumartesi teslim edilecek.' };

describe('validateGroupMessage', () => {
  it('takes a message with a subject, a text and a channel', () => {
    expect(validateGroupMessage({ ...good, channels: ['sms', 'mail', 'push'] })).toBeNull();
  });

  it('asks for at least one known channel', () => {
    expect(validateGroupMessage({ ...good, channels: [] })).toEqual({
      channels: 'En az bir kanal seçin (SMS, e-posta ya da tarayıcı bildirimi).',
    });
    expect(validateGroupMessage({ ...good, channels: ['sms', 'fax'] })?.channels).toBeDefined();
  });

  it('asks for a subject only when the message goes by mail, judged trimmed', () => {
    expect(validateGroupMessage({ ...good, subject: '  ab ', channels: ['mail'] })).toEqual({
      subject: 'E-posta için bir konu yazın (en az 3 karakter).',
    });
    expect(validateGroupMessage({ ...good, subject: '', channels: ['sms'] })).toBeNull();
    expect(validateGroupMessage({ ...good, subject: 'ş'.repeat(121), channels: ['sms'] })).toEqual({
      subject: 'Konu en fazla 120 karakter olabilir.',
    });
  });

  it('asks for a text of 10 to 600 letters', () => {
    expect(validateGroupMessage({ ...good, text: ' kısa  ', channels: ['sms'] })).toEqual({
      text: 'Mesajı yazın (en az 10 karakter).',
    });
    const longest = 'ğ'.repeat(GROUP_MESSAGE_TEXT_MAX_LENGTH);
    expect(validateGroupMessage({ ...good, text: longest, channels: ['sms'] })).toBeNull();
    expect(validateGroupMessage({ ...good, text: `${longest}ü`, channels: ['sms'] })).toEqual({
      text: 'Mesaj en fazla 600 karakter olabilir.',
    });
  });
});

describe('groupMessageSms', () => {
  it('puts the text on one line', () => {
    expect(groupMessageSms('Kanat Mezat (Bahar): Teslim\n\ncumartesi  günü.')).toBe(
      'Kanat Mezat (Bahar): Teslim cumartesi günü.',
    );
  });

  it('cuts a long text to the SMS limit with an ellipsis', () => {
    const sms = groupMessageSms(`Kanat Mezat: ${'çok '.repeat(150)}`);
    expect(sms).toHaveLength(GROUP_MESSAGE_SMS_MAX_LENGTH);
    expect(sms.endsWith('…')).toBe(true);
    expect(sms.startsWith('Kanat Mezat: çok çok')).toBe(true);
  });
});
