import { callFunction } from '@kanat/shared/api';

/** `adminPigeonNextSerial` (staff): the serial a new pigeon gets when none is typed. */
export async function getNextSerial(): Promise<number> {
  return (await callFunction('adminPigeonNextSerial', null)).serial;
}
