import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { statementsCallables } from '@kanat/shared/contracts';
import { signedInUser } from '../../plugins/callable';
import { getBankImport, importBankCsv, listBankImports, settleBankLine } from './bank-import';
import { markPayout, setDelivery } from './delivery-payout';
import { flagMember, liftFlag } from './payment-flag';
import { recordPayment } from './payments';
import {
  answerSecondChance,
  listSecondChanceLots,
  makeSecondChanceOffer,
  mySecondChanceOffers,
} from './second-chance';
import { getSaleSettlement, listSettlementSales } from './settlement-sales';
import { cancelStatement, extendStatement } from './statement-actions';
import { getBuyerView, getSellerView, myStatements } from './statements-read';

/**
 * Statements after the hammer (issue 33): a member's own, and the console's settlement
 * (statements, payments at the desk, delivery: clerks and accountants) and accounts (the
 * bank's statement, payouts: accountants).
 */
export const statementsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const c = statementsCallables;
  const uidOf = (user: Parameters<typeof signedInUser>[0]) => signedInUser(user).uid;

  app.callable({
    name: 'myStatements',
    access: 'member',
    summary: 'Üyenin alım belgeleri ve satış hesap özetleri',
    ...c.myStatements,
    handler: (_data, { db, user }) => myStatements(db, uidOf(user)),
  });
  app.callable({
    name: 'myBuyerStatement',
    access: 'member',
    summary: 'Üyenin bir alım belgesi (başkasınınki bulunamadı olarak yanıtlanır)',
    ...c.myBuyerStatement,
    handler: ({ id }, { db, user }) => getBuyerView(db, Number(id), uidOf(user)),
  });
  app.callable({
    name: 'mySellerStatement',
    access: 'member',
    summary: 'Üyenin bir satış hesap özeti (başkasınınki bulunamadı olarak yanıtlanır)',
    ...c.mySellerStatement,
    handler: ({ id }, { db, user }) => getSellerView(db, Number(id), uidOf(user)),
  });

  app.callable({
    name: 'mySecondChanceOffers',
    access: 'member',
    summary: 'Üyeye sunulan ikinci şans teklifleri',
    ...c.mySecondChanceOffers,
    handler: (_data, { db, user }) => mySecondChanceOffers(db, uidOf(user)),
  });
  app.callable({
    name: 'mySecondChanceAnswer',
    access: 'member',
    summary: 'Üye kendisine sunulan ikinci şans teklifini kabul eder ya da reddeder',
    ...c.mySecondChanceAnswer,
    handler: (data, { db, user }) => answerSecondChance(db, signedInUser(user), data),
  });

  const settlement = { area: 'settlement' } as const;
  const accounts = { area: 'accounts' } as const;

  app.callable({
    name: 'adminSettlementSales',
    access: settlement,
    summary: 'Konsol: belgesi düzenlenmiş satışlar, tahsilat ve gecikmelerle',
    ...c.adminSettlementSales,
    handler: (data, { db }) => listSettlementSales(db, data),
  });
  app.callable({
    name: 'adminSaleSettlement',
    access: settlement,
    summary: 'Konsol: bir satışın alım ve satış belgeleri ve hesap dengesi',
    ...c.adminSaleSettlement,
    handler: ({ kind, id }, { db }) => getSaleSettlement(db, kind, Number(id)),
  });
  app.callable({
    name: 'adminBuyerStatement',
    access: settlement,
    summary: 'Konsol: bir alım belgesi',
    ...c.adminBuyerStatement,
    handler: ({ id }, { db }) => getBuyerView(db, Number(id)),
  });
  app.callable({
    name: 'adminSellerStatement',
    access: settlement,
    summary: 'Konsol: bir satış hesap özeti',
    ...c.adminSellerStatement,
    handler: ({ id }, { db }) => getSellerView(db, Number(id)),
  });
  app.callable({
    name: 'adminPaymentRecord',
    access: settlement,
    summary: 'Konsol: bir alım belgesine ödeme kaydet (kalan borçtan fazlası reddedilir)',
    ...c.adminPaymentRecord,
    handler: (data, { db, user }) => recordPayment(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminDeliverySet',
    access: settlement,
    summary: 'Konsol: bir lotun teslimatı (elden ya da kargo, kargo ücretiyle)',
    ...c.adminDeliverySet,
    handler: (data, { db, user }) => setDelivery(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminStatementExtend',
    access: settlement,
    summary: 'Konsol: açık bir alım belgesinin son ödeme gününü gerekçeyle ileri al',
    ...c.adminStatementExtend,
    handler: (data, { db, user }) => extendStatement(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminStatementCancel',
    access: settlement,
    summary: 'Konsol: ödenmemiş bir alım belgesini gerekçeyle iptal et; lotlar satıcısına döner',
    ...c.adminStatementCancel,
    handler: (data, { db, user }) => cancelStatement(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminSecondChanceLots',
    access: settlement,
    summary:
      'Konsol: iptal edilen belgenin lotları, sıradaki teklif sahibi ve ikinci şans teklifleri',
    ...c.adminSecondChanceLots,
    handler: ({ id }, { db }) => listSecondChanceLots(db, Number(id)),
  });
  app.callable({
    name: 'adminSecondChanceOffer',
    access: settlement,
    summary: 'Konsol: iptal edilen lotu sıradaki teklif sahibine kendi teklifiyle sun',
    ...c.adminSecondChanceOffer,
    handler: (data, { db, user }) => makeSecondChanceOffer(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminPaymentFlag',
    access: settlement,
    summary: 'Konsol: üyeyi ödenmemiş belgeler nedeniyle işaretle (teklifleri reddedilir)',
    ...c.adminPaymentFlag,
    handler: (data, { db, user }) => flagMember(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminPaymentFlagLift',
    access: settlement,
    summary: 'Konsol: üyenin ödeme işaretini kaldır',
    ...c.adminPaymentFlagLift,
    handler: (data, { db, user }) => liftFlag(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminPayoutMark',
    access: accounts,
    summary: 'Konsol: satıcıya ödemenin yapıldığını işaretle (bir kez)',
    ...c.adminPayoutMark,
    handler: (data, { db, user }) => markPayout(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminBankImport',
    access: accounts,
    summary: 'Konsol: banka dökümünü (CSV) yükle; referansı tutan hareketler ödemeye dönüşür',
    // A month of a busy account is more than the app-wide JSON limit (2 million characters,
    // Turkish letters two bytes each).
    bodyLimit: 5 * 1024 * 1024,
    ...c.adminBankImport,
    handler: (data, { db, user }) => importBankCsv(db, signedInUser(user), data),
  });
  app.callable({
    name: 'adminBankImports',
    access: accounts,
    summary: 'Konsol: yüklenen banka dökümleri',
    ...c.adminBankImports,
    handler: (_data, { db }) => listBankImports(db),
  });
  app.callable({
    name: 'adminBankImportGet',
    access: accounts,
    summary: 'Konsol: bir banka dökümünün hareketleri',
    ...c.adminBankImportGet,
    handler: ({ id }, { db }) => getBankImport(db, Number(id)),
  });
  app.callable({
    name: 'adminBankLineSettle',
    access: accounts,
    summary: 'Konsol: eşleşmeyen bir banka hareketini bir belgeye bağla ya da bir kenara koy',
    ...c.adminBankLineSettle,
    handler: (data, { db, user }) => settleBankLine(db, signedInUser(user), data),
  });
};
