import { STAFF_REASON_MAX_LENGTH, validateStaffReason } from './staff-reason';

describe('validateStaffReason', () => {
  it('asks for a few words, judged without the surrounding spaces', () => {
    expect(validateStaffReason('')).toBe('Gerekçe yazın (en az 3 karakter).');
    expect(validateStaffReason('  a ')).toBe('Gerekçe yazın (en az 3 karakter).');
    expect(validateStaffReason('Bilezik okunmuyor')).toBeNull();
  });

  it('refuses a reason longer than a member can read in an SMS or banner', () => {
    expect(validateStaffReason('ş'.repeat(STAFF_REASON_MAX_LENGTH))).toBeNull();
    expect(validateStaffReason('ş'.repeat(STAFF_REASON_MAX_LENGTH + 1))).toBe(
      'Gerekçe en fazla 300 karakter olabilir.',
    );
  });
});
