import { callFunction } from '@kanat/shared/api';

/** settings.dontSendBidSuperseeded: no notice when someone outbids me. */
export async function setBidNoticeOptOut(dontSendBidSuperseeded: boolean): Promise<void> {
  await callFunction('setBidNoticeOptOut', { dontSendBidSuperseeded });
}
