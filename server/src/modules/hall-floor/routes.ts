import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type AdminHallChange, callables } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import type { Db } from '../../db/connection';
import { signedInUser } from '../../plugins/callable';
import {
  endSale,
  floorBid,
  openLot,
  passLot,
  sellLot,
  setStep,
  startSale,
  undoBid,
  warnLot,
} from './hall-actions';
import { releaseLease, renewLease, takeLease } from './hall-lease';
import { placeHallBid } from './hall-online-bid';
import { readConsoleState, readMyStatus } from './hall-state';

const clerk = { area: 'hallSales' } as const;

/** A clerk's action, answered with the console's state after it. */
function acting<D extends { saleId: number }>(
  action: (db: Db, user: SessionUser, data: D) => Promise<AdminHallChange>,
) {
  return async (data: D, { db, user }: { db: Db; user: SessionUser | null }) => ({
    state: await action(db, signedInUser(user), data),
  });
}

/** Running a hall mezat (issue 32): the clerk's lease and actions, the online bid. */
export const hallFloorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.callable({
    name: 'adminHallLeaseTake',
    access: clerk,
    summary: 'Canlı mezatın yönetimini al (başkasındaysa yalnızca bilerek devral)',
    ...callables.adminHallLeaseTake,
    handler: (data, { db, user }) => takeLease(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminHallLeaseRenew',
    access: clerk,
    summary: 'Canlı mezat yönetiminin süresini uzat',
    ...callables.adminHallLeaseRenew,
    handler: (data, { db, user }) => renewLease(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminHallLeaseRelease',
    access: clerk,
    summary: 'Canlı mezatın yönetimini bırak',
    ...callables.adminHallLeaseRelease,
    handler: (data, { db, user }) => releaseLease(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminHallStart',
    access: clerk,
    summary: 'Canlı mezatı başlat',
    ...callables.adminHallStart,
    handler: acting(startSale),
  });
  app.callable({
    name: 'adminHallOpenLot',
    access: clerk,
    summary: 'Sıradaki lotu aç (gıyabi azami teklifler hemen teklif verir)',
    ...callables.adminHallOpenLot,
    handler: acting(openLot),
  });
  app.callable({
    name: 'adminHallFloorBid',
    access: clerk,
    summary: 'Salondan teklif: tam istenen fiyattan, isteğe bağlı kart numarasıyla',
    ...callables.adminHallFloorBid,
    handler: acting(floorBid),
  });
  app.callable({
    name: 'adminHallSetStep',
    access: clerk,
    summary: 'Lotun artış miktarını değiştir (null: varsayılan kural)',
    ...callables.adminHallSetStep,
    handler: acting(setStep),
  });
  app.callable({
    name: 'adminHallWarn',
    access: clerk,
    summary: 'Satıyorum… (herkese gösterilir)',
    ...callables.adminHallWarn,
    handler: acting(warnLot),
  });
  app.callable({
    name: 'adminHallSell',
    access: clerk,
    summary: 'Sattım! Görülen sürümdeki en yüksek teklife, bir kez',
    ...callables.adminHallSell,
    handler: acting(sellLot),
  });
  app.callable({
    name: 'adminHallPass',
    access: clerk,
    summary: 'Satılmadı: lotu satmadan kapat',
    ...callables.adminHallPass,
    handler: acting(passLot),
  });
  app.callable({
    name: 'adminHallUndo',
    access: clerk,
    summary: 'Son teklifi nedeniyle geri al (herkese düzeltme olarak gösterilir)',
    ...callables.adminHallUndo,
    handler: acting(undoBid),
  });
  app.callable({
    name: 'adminHallEnd',
    access: clerk,
    summary: 'Canlı mezatı bitir',
    ...callables.adminHallEnd,
    handler: acting(endSale),
  });
  app.callable({
    name: 'adminHallState',
    access: clerk,
    summary: 'Canlı mezatın yönetim görünümü (lider, teklifler, yönetim kimde)',
    ...callables.adminHallState,
    handler: (data, { db }) => readConsoleState(db, data.saleId),
  });
  app.callable({
    name: 'hallBid',
    access: 'member',
    summary: 'Canlı mezatta istenen fiyattan teklif ver: ikinci faktör, cihaz imzası',
    ...callables.hallBid,
    handler: (data, { db, user }) => placeHallBid(db, user, data),
  });
  app.callable({
    name: 'hallMyStatus',
    access: 'member',
    summary: 'Canlı mezatta kendi durumum: öndeyim, geçildim, kazandıklarım',
    ...callables.hallMyStatus,
    handler: (data, { db, user }) => readMyStatus(db, signedInUser(user).uid, data.saleId),
  });
};
