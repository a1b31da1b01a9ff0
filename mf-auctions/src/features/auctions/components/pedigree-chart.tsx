import type {
  PedigreeAncestorRow,
  PedigreeChart as PedigreeChartData,
} from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { pedigree as t } from '@kanat/shared/i18n/lazy';
import { PEDIGREE_PATHS, pedigreeGeneration, pedigreePlace } from '@kanat/shared/rules';
import { AnchorButton, mediaQuery } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { type DefaultTheme } from 'styled-components';

/** A place the chart draws: its ancestor, or null where a known child has it missing. */
export interface ChartPlace {
  path: string;
  ancestor: PedigreeAncestorRow | null;
}

/** True when the pigeon has anything to chart: a bloodline or an ancestor. */
export function hasPedigree(chart: PedigreeChartData): boolean {
  return chart.bloodline !== '' || chart.ancestors.length > 0;
}

/**
 * The places to draw, generation by generation up to the deepest one entered: every ancestor,
 * and an unknown place only where its child is known (the pigeon, or an ancestor entered), so
 * a tree of two parents is two boxes, not thirty.
 */
export function chartPlaces(ancestors: readonly PedigreeAncestorRow[]): ChartPlace[][] {
  const byPath = new Map(ancestors.map((ancestor) => [ancestor.path, ancestor]));
  const deepest = Math.max(
    0,
    ...PEDIGREE_PATHS.filter((path) => byPath.has(path)).map(pedigreeGeneration),
  );
  const generations: ChartPlace[][] = [];
  for (let n = 1; n <= deepest; n++) {
    generations.push(
      PEDIGREE_PATHS.filter((path) => pedigreeGeneration(path) === n)
        .filter((path) => byPath.has(path) || n === 1 || byPath.has(path.slice(0, -1)))
        .map((path) => ({ path, ancestor: byPath.get(path) ?? null })),
    );
  }
  return generations;
}

/** Where a place sits in its generation's column, top to bottom: the sire's side first. */
function indexInGeneration(path: string): number {
  return [...path].reduce((index, letter) => index * 2 + (letter === 's' ? 0 : 1), 0);
}

// Side by side from a tablet's width, and on paper: a classic pedigree, the pigeon at the left,
// each ancestor level with the middle of its child's box. Below that, one generation under the
// other, every box the phone's width.
const chartWide = ({ theme }: { theme: DefaultTheme }) =>
  `@media print, ${mediaQuery.up(theme, 'tablet')}`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;

  h2 {
    margin: 0;
  }

  @media print {
    break-inside: avoid;
    page-break-inside: avoid;
  }
`;

const Bloodline = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.xs}px;
  margin: 0;
  overflow-wrap: anywhere;

  dt {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The whole tree: `$columns` the pigeon and its generations, `$rows` the deepest one's places. */
const Tree = styled.div<{ $columns: number; $rows: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: minmax(0, 1fr);

  ${chartWide} {
    gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    grid-template-rows: auto repeat(${({ $rows }) => $rows}, auto);
  }
`;

/** A generation: its heading over its places; on wide screens a column of the tree's rows. */
const Generation = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  align-content: start;
  min-width: 0;
  break-inside: avoid;
  page-break-inside: avoid;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md}px;
    color: ${({ theme }) => theme.colors.brand};
  }

  ${chartWide} {
    grid-row: 1 / -1;
    grid-template-rows: subgrid;
  }
`;

const Places = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${chartWide} {
    grid-row: 2 / -1;
    grid-template-rows: subgrid;
  }
`;

/** A place's box: `$row` and `$span` in its column's rows (wide screens and paper only). */
const Box = styled.li<{ $row: number; $span: number; $unknown?: boolean }>`
  display: grid;
  gap: 2px;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border: 1px ${({ $unknown }) => ($unknown ? 'dashed' : 'solid')}
    ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $unknown }) => ($unknown ? theme.colors.surfaceMuted : theme.colors.surface)};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  overflow-wrap: anywhere;

  ${chartWide} {
    grid-row: ${({ $row }) => $row} / span ${({ $span }) => $span};
    align-self: center;
  }

  @media print {
    padding: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.typography.size.xs}px;
  }
`;

const PlaceName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Unknown = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An ancestor's facts, labelled on a phone; on wide screens the box's lines speak for themselves. */
const Facts = styled.dl`
  display: grid;
  gap: 2px;
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space.xxs}px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    min-width: 0;
  }
  div:first-child dd {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  ${chartWide} {
    dt {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const OnSite = styled.span`
  justify-self: start;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.tealStrong};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Download = styled(AnchorButton)`
  justify-self: start;

  @media print {
    display: none;
  }
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function AncestorFacts({ ancestor }: { ancestor: PedigreeAncestorRow }) {
  const { ring, name, colour, note, auctionId } = ancestor;
  return (
    <>
      <Facts>
        {ring === '' ? null : (
          <Fact label={t.ring}>
            {auctionId === null ? (
              ring
            ) : (
              <Link to={`/acik-arttirmalar/${auctionId}`} aria-label={fill(t.openLot, { ring })}>
                {ring}
              </Link>
            )}
          </Fact>
        )}
        {name === '' ? null : <Fact label={t.name}>{name}</Fact>}
        {colour === '' ? null : <Fact label={t.colour}>{colour}</Fact>}
        {note === '' ? null : <Fact label={t.note}>{note}</Fact>}
      </Facts>
      {ancestor.linkedPigeonId === null ? null : <OnSite>{t.onSite}</OnSite>}
    </>
  );
}

/**
 * The pigeon's pedigree on its auction page (soy ağacı): its bloodline, and its ancestors by
 * generation as staff entered them, with a link to the lot of each one on the site and the
 * chart as a PDF. Nothing when staff entered neither.
 */
export function PedigreeChart({
  chart,
  ring,
  auctionId,
}: {
  chart: PedigreeChartData;
  /** The pigeon's own ring, at the root of the tree. */
  ring: string;
  auctionId: string;
}) {
  if (!hasPedigree(chart)) return null;
  const generations = chartPlaces(chart.ancestors);
  const rows = 2 ** generations.length;
  return (
    <Section aria-labelledby="pedigree-chart-title" data-testid="pedigree-chart">
      <h2 id="pedigree-chart-title">{t.title}</h2>
      {chart.bloodline === '' ? null : (
        <Bloodline data-testid="pedigree-bloodline">
          <dt>{t.bloodline}</dt>
          <dd>{chart.bloodline}</dd>
        </Bloodline>
      )}
      {generations.length === 0 ? null : (
        <Tree $columns={generations.length + 1} $rows={rows}>
          <Generation data-testid="pedigree-subject">
            <h3>{t.subject}</h3>
            <Places>
              <Box $row={1} $span={rows}>
                <Facts>
                  <Fact label={t.ring}>{ring}</Fact>
                </Facts>
              </Box>
            </Places>
          </Generation>
          {generations.map((places, i) => {
            const n = i + 1;
            const span = rows / 2 ** n;
            return (
              <Generation key={n} data-testid="pedigree-generation">
                <h3>{fill(t.generation, { n })}</h3>
                <Places>
                  {places.map(({ path, ancestor }) => (
                    <Box
                      key={path}
                      $row={indexInGeneration(path) * span + 1}
                      $span={span}
                      $unknown={ancestor === null}
                      data-testid="pedigree-place"
                    >
                      <PlaceName>{pedigreePlace(path)}</PlaceName>
                      {ancestor === null ? (
                        <Unknown>{t.unknown}</Unknown>
                      ) : (
                        <AncestorFacts ancestor={ancestor} />
                      )}
                    </Box>
                  ))}
                </Places>
              </Generation>
            );
          })}
        </Tree>
      )}
      {chart.ancestors.length === 0 ? null : (
        <Download
          href={`/api/auctions/${auctionId}/soy-agaci.pdf`}
          download
          $variant="secondary"
          $size="sm"
          data-testid="pedigree-pdf"
        >
          {t.download}
        </Download>
      )}
    </Section>
  );
}
