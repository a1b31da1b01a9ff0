import type { RaceResultRow } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n';
import { raceResults as texts } from '@kanat/shared/i18n/lazy';
import { formatCoefficient, formatKilometres, formatSpeed } from '@kanat/shared/rules';
import { Card } from '@kanat/shared/ui';
import styled from 'styled-components';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Race = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md}px;
`;

const Place = styled.strong`
  color: ${({ theme }) => theme.colors.brand};
`;

const Figures = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

/** The pigeon's race results on its auction page, best first (the server's order). */
export function RaceResults({ races }: { races: readonly RaceResultRow[] }) {
  if (races.length === 0) return null;
  return (
    <section aria-labelledby="race-results-title" data-testid="race-results">
      <h2 id="race-results-title">{texts.title}</h2>
      <List>
        {races.map((race) => (
          <li key={`${race.date}:${race.name}:${race.place}`}>
            <Race $padded>
              <Name>{race.name}</Name>
              <Place>{fill(texts.placeOf, { place: race.place, basketed: race.basketed })}</Place>
              <Figures>
                <span>
                  <time dateTime={race.date}>{formatDate(race.date)}</time> · {race.releasePoint}
                </span>
                <span>{fill(texts.km, { km: formatKilometres(race.distanceM) })}</span>
                {race.speedMmPerMin === null ? null : (
                  <span>
                    {fill(texts.metresPerMinute, { speed: formatSpeed(race.speedMmPerMin) })}
                  </span>
                )}
                {race.coefficientMilli === null ? null : (
                  <span>
                    {texts.coefficient}: {formatCoefficient(race.coefficientMilli)}
                  </span>
                )}
              </Figures>
            </Race>
          </li>
        ))}
      </List>
    </section>
  );
}
