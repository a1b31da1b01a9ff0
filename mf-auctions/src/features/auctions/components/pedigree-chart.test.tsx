import type { PedigreeAncestorRow } from '@kanat/shared/contracts';
import { screen, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import { auctionDetail } from '../../../test/rows';
import { AuctionDetailPage } from './auction-detail-page';

let server: FetchStub;
let live: LiveServer;
beforeEach(() => {
  server = stubFetch();
  live = fakeLive();
});
afterEach(() => {
  live.restore();
  server.restore();
});

function ancestor(path: string, overrides: Partial<PedigreeAncestorRow> = {}): PedigreeAncestorRow {
  return {
    path,
    ring: `TR-2018-${path}`,
    name: '',
    colour: '',
    note: '',
    linkedPigeonId: null,
    auctionId: null,
    ...overrides,
  };
}

/**
 * Three generations as staff might enter them: both parents (the sire on the site with a lot),
 * the sire's parents and the dam's dam (her sire unknown), and the sire's sire's sire.
 */
const ancestors = [
  ancestor('s', {
    ring: 'TR-2019-501',
    name: 'Kral',
    colour: 'Mavi alaca',
    note: 'Olimpiyat kuşu',
    linkedPigeonId: 'p3',
    auctionId: 'a7',
  }),
  ancestor('d', { ring: 'TR-2019-502', name: 'Kraliçe' }),
  ancestor('ss', { ring: 'BE-2015-6100' }),
  ancestor('sd', { ring: 'NL-2016-22' }),
  ancestor('dd', { ring: 'TR-2017-9' }),
  ancestor('sss', { ring: 'BE-2011-1' }),
];

async function openAuction(pedigreeChart = { bloodline: 'Janssen × Vandenheede', ancestors }) {
  server.on('GET', '/api/auctions/a1', { body: auctionDetail({ pedigreeChart }) });
  renderInSite(<AuctionDetailPage />, {
    path: '/acik-arttirmalar/a1',
    mount: '/acik-arttirmalar/:id',
  });
  await screen.findByRole('heading', { level: 1, name: 'Şampiyon Gök Alaca' });
}

const placesOf = (generation: HTMLElement) =>
  within(generation)
    .getAllByTestId('pedigree-place')
    .map((place) => place.querySelector('p')?.textContent);

describe("the auction page's pedigree chart", () => {
  it('shows the bloodline and the ancestors by generation, an unknown place only under a known child', async () => {
    await openAuction();
    const chart = within(await screen.findByTestId('pedigree-chart'));
    expect(chart.getByRole('heading', { level: 2 }).textContent).toBe('Soy ağacı');
    expect(chart.getByTestId('pedigree-bloodline').textContent).toBe(
      'Soy hattıJanssen × Vandenheede',
    );
    // The pigeon itself at the root, by its ring.
    expect(chart.getByTestId('pedigree-subject').textContent).toContain('TR-2023-11842');

    const generations = chart.getAllByTestId('pedigree-generation');
    expect(
      generations.map((g) => within(g).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['1. kuşak', '2. kuşak', '3. kuşak']);
    expect(placesOf(generations[0] as HTMLElement)).toEqual(['Baba', 'Anne']);
    expect(placesOf(generations[1] as HTMLElement)).toEqual([
      'Babanın babası',
      'Babanın annesi',
      'Annenin babası',
      'Annenin annesi',
    ]);
    // The third generation: above each known grandparent, its two places; nothing above the
    // unknown 'Annenin babası'.
    expect(placesOf(generations[2] as HTMLElement)).toEqual([
      'Babanın babasının babası',
      'Babanın babasının annesi',
      'Babanın annesinin babası',
      'Babanın annesinin annesi',
      'Annenin annesinin babası',
      'Annenin annesinin annesi',
    ]);
    const thirdPlaces = within(generations[2] as HTMLElement).getAllByTestId('pedigree-place');
    expect(thirdPlaces[0]?.textContent).toContain('BE-2011-1');
    expect(thirdPlaces.slice(1).map((place) => place.textContent?.endsWith('Bilinmiyor'))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const damsSire = within(generations[1] as HTMLElement).getAllByTestId('pedigree-place')[2];
    expect(damsSire?.textContent).toBe('Annenin babasıBilinmiyor');

    // Every fact of an ancestor, labelled.
    const sire = within(generations[0] as HTMLElement).getAllByTestId('pedigree-place')[0];
    const facts = within(sire as HTMLElement);
    expect(facts.getByText('Halka no')).toBeTruthy();
    expect(facts.getByText('Kral')).toBeTruthy();
    expect(facts.getByText('Mavi alaca')).toBeTruthy();
    expect(facts.getByText('Olimpiyat kuşu')).toBeTruthy();
    expect(facts.getByText('Sitede')).toBeTruthy();
  });

  it('links an ancestor on the site to its lot, and offers the chart as a PDF', async () => {
    await openAuction();
    const chart = within(await screen.findByTestId('pedigree-chart'));
    const lot = chart.getByRole('link', { name: 'TR-2019-501 halkalı güvercinin sayfası' });
    expect(lot.getAttribute('href')).toBe('/acik-arttirmalar/a7');
    expect(lot.textContent).toBe('TR-2019-501');
    // An ancestor that is not on the site is plain text.
    expect(chart.getByText('TR-2019-502').closest('a')).toBeNull();
    expect(chart.getAllByRole('link')).toHaveLength(2);

    const pdf = chart.getByRole('link', { name: 'Soy ağacını indir (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/api/auctions/a1/soy-agaci.pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
  });

  it('shows a bloodline without ancestors as the bloodline alone, with nothing to download', async () => {
    await openAuction({ bloodline: 'Janssen', ancestors: [] });
    const chart = within(await screen.findByTestId('pedigree-chart'));
    expect(chart.getByTestId('pedigree-bloodline').textContent).toBe('Soy hattıJanssen');
    expect(chart.queryByTestId('pedigree-generation')).toBeNull();
    expect(chart.queryByRole('link')).toBeNull();
  });

  it('shows no pedigree at all for a pigeon without one', async () => {
    await openAuction({ bloodline: '', ancestors: [] });
    await screen.findByTestId('pigeon-info');
    expect(screen.queryByTestId('pedigree-chart')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Soy ağacı' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Soy ağacını indir (PDF)' })).toBeNull();
  });
});
