import { buildAuctions } from './demo-auctions';
import { DemoBuilder } from './demo-builder';
import { buildGallery } from './demo-gallery';
import { buildNews } from './demo-news';
import { buildPedigrees } from './demo-pedigrees';
import { buildUsers } from './demo-people';
import { buildPigeons } from './demo-pigeons';
import { buildRaceResults } from './demo-races';
import { buildSettlementStory } from './demo-settlement-story';
import { buildSiteMedia } from './demo-site-media';

/** The whole data set, computed without touching the database or the disk. */
export function planDemoData(now: number): DemoBuilder {
  const builder = new DemoBuilder(now);
  buildUsers(builder);
  buildPigeons(builder);
  buildAuctions(builder);
  buildNews(builder);
  buildGallery(builder);
  buildSiteMedia(builder);
  buildSettlementStory(builder);
  builder.races = buildRaceResults(builder);
  builder.ancestors = buildPedigrees(builder);
  return builder;
}
