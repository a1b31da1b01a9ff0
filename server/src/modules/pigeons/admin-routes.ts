import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callables } from '@kanat/shared/contracts';
import { signedInUser } from '../../plugins/callable';
import { saveOwner, searchOwners } from './admin-owners-service';
import { getAdminPigeon } from './admin-pigeon-detail';
import { listAdminPigeons } from './admin-pigeons-list';
import { saveAdminPigeon } from './admin-pigeons-service';
import { savePedigree } from './pedigree';
import { nextFreeSerial } from './pigeon-records';
import { saveRaceResults } from './race-results';
import { savePigeonVideos } from './videos';

/** Pigeons and owners in the console: staff only. */
export const pigeonsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.callable({
    name: 'adminPigeonsList',
    access: { area: 'pigeons' },
    summary: 'Güvercinler (yeniden eskiye): güvercin no, bilezik başı ya da sahip adıyla arama',
    ...callables.adminPigeonsList,
    handler: (data, { db }) => listAdminPigeons(db, data),
  });

  app.callable({
    name: 'adminPigeonGet',
    access: { area: 'pigeons' },
    summary:
      'Bir güvercinin bütün bilgileri, fotoğrafları, soy kütüğü, sahibi ve açık arttırmaları',
    ...callables.adminPigeonGet,
    handler: async ({ id }, { db }) => ({ pigeon: await getAdminPigeon(db, app.media, id) }),
  });

  app.callable({
    name: 'adminPigeonSave',
    access: { area: 'pigeons' },
    summary: 'Güvercin ekle ya da düzenle (fotoğraflar sıralı, ilki kapak; soy kütüğü)',
    ...callables.adminPigeonSave,
    handler: async (data, { db, user }) => ({
      pigeon: await saveAdminPigeon(db, app.media, signedInUser(user), data),
    }),
  });

  app.callable({
    name: 'adminPigeonRacesSave',
    access: { area: 'pigeons' },
    summary:
      'Bir güvercinin yarış sonuçlarını kaydet (listenin tamamı; her satır ortak kuralla denetlenir)',
    ...callables.adminPigeonRacesSave,
    handler: async (data, { db, user }) => ({
      races: await saveRaceResults(db, signedInUser(user), data),
    }),
  });

  app.callable({
    name: 'adminPigeonPedigreeSave',
    access: { area: 'pigeons' },
    summary:
      'Bir güvercinin soy hattını ve soy ağacını kaydet (dört kuşağa kadar; sitedeki kuşlara halka numarasıyla bağlanır)',
    ...callables.adminPigeonPedigreeSave,
    handler: async (data, { db, user }) => savePedigree(db, signedInUser(user), data),
  });

  app.callable({
    name: 'adminPigeonVideosSave',
    access: { area: 'pigeons' },
    summary:
      'Bir güvercinin videolarını kaydet (yüklenen MP4’ler ve YouTube bağlantıları, sıralı; listenin tamamı)',
    ...callables.adminPigeonVideosSave,
    handler: async (data, { db, user }) => ({
      videos: await savePigeonVideos(db, app.media, signedInUser(user), data),
    }),
  });

  app.callable({
    name: 'adminPigeonNextSerial',
    access: { area: 'pigeons' },
    summary: 'Boştaki ilk güvercin numarası',
    ...callables.adminPigeonNextSerial,
    handler: async (_data, { db }) => ({ serial: await nextFreeSerial(db) }),
  });

  app.callable({
    name: 'adminOwnersSearch',
    access: { area: 'pigeons' },
    summary: 'Sahip ara: üyeler ve hesapsız sahipler (ad, kullanıcı adı, telefon, il, ilçe)',
    ...callables.adminOwnersSearch,
    handler: async ({ q }, { db }) => ({ owners: await searchOwners(db, q) }),
  });

  app.callable({
    name: 'adminOwnerSave',
    access: { area: 'pigeons' },
    summary: 'Hesapsız sahip ekle ya da düzenle (ad, il, ilçe, kısa tanıtım)',
    ...callables.adminOwnerSave,
    handler: async (data, { db, user }) => ({
      owner: await saveOwner(db, signedInUser(user), data),
    }),
  });
};
