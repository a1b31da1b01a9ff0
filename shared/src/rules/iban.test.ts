import { normalizeTurkishIban, printIban } from './iban';

describe('the house IBAN', () => {
  it('takes a Turkish IBAN typed with spaces or in lower case', () => {
    expect(normalizeTurkishIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe(
      'TR330006100519786457841326',
    );
    expect(printIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });

  it('refuses wrong check digits, another country and garbage', () => {
    expect(normalizeTurkishIban('TR340006100519786457841326')).toBeNull();
    expect(normalizeTurkishIban('DE89370400440532013000')).toBeNull();
    expect(normalizeTurkishIban('IBAN yok')).toBeNull();
    expect(normalizeTurkishIban('')).toBeNull();
  });
});
