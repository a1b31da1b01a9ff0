/** SPEC §9: serials are shown padded to 6 digits. */
export const SERIAL_DIGITS = 6;

export function padSerial(serial: number | string): string {
  return String(serial).padStart(SERIAL_DIGITS, '0');
}
