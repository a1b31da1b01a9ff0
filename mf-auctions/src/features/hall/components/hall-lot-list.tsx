import { formatMoney, responsiveImage } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { hallCatalogue, hallLive } from '@kanat/shared/i18n/lazy';
import { Card, FallbackImage, PlainList } from '@kanat/shared/ui';
import styled from 'styled-components';
import type { HallCatalogueLot } from '../api/get-hall-catalogue';
import { AbsenteeForm } from './absentee-form';

const LotCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: 160px minmax(0, 1fr);
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
  }
`;

const Thumb = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Facts = styled.p`
  margin: ${({ theme }) => theme.space.xxs}px 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const State = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  white-space: pre-line;
`;

const STATUS_TEXT: Record<string, string> = {
  waiting: hallCatalogue.statusWaiting,
  open: hallCatalogue.statusOpen,
  warned: hallCatalogue.statusWarned,
  sold: hallCatalogue.statusSold,
  passed: hallCatalogue.statusPassed,
};

/** "Satıldı: 12.500 TL · Salon", "Sırada", …: never who bought it. */
export function lotStateText(lot: HallCatalogueLot): string {
  const status = STATUS_TEXT[lot.status] ?? lot.status;
  if (lot.status !== 'sold' || !lot.outcome) return status;
  const where =
    lot.outcome.soldTo === 'room' ? hallCatalogue.soldToRoom : hallCatalogue.soldToOnline;
  return `${status}: ${formatMoney(lot.outcome.price)} · ${where}`;
}

export interface HallLotListProps {
  /** The hall sale, for the absentee form's contract (issue 35). */
  saleId: string;
  title: string;
  lots: readonly HallCatalogueLot[];
  /** Absentee maximums are taken (the sale has not ended): waiting lots offer the form. */
  absentee: boolean;
  /** The member's maximums by lot id. */
  maximums: ReadonlyMap<string, number>;
  onAbsenteeSaved: (lotId: string, maxAmount: number | null) => void;
  empty?: string;
}

/** Lots in order, with the pigeon as the auction page shows it, and the absentee form. */
export function HallLotList(props: HallLotListProps) {
  const { saleId, title, lots, absentee, maximums, onAbsenteeSaved, empty } = props;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {lots.length === 0 && empty ? <p>{empty}</p> : null}
      <PlainList $gap="md">
        {lots.map((lot) => {
          const heading = fill(hallLive.lotTitle, {
            position: lot.position,
            tagNum: lot.pigeon.tagNum,
          });
          const cover = lot.pigeon.pictures[0];
          return (
            <li key={lot.id}>
              <LotCard $padded aria-label={heading} data-testid="hall-lot">
                <Thumb>
                  <FallbackImage
                    {...(cover ? responsiveImage(cover, { sizes: '160px' }) : {})}
                    alt={heading}
                    loading="lazy"
                  />
                </Thumb>
                <div>
                  <h3>{heading}</h3>
                  <Facts>
                    {messages.auctions.owner}: {lot.pigeon.ownerFullName}
                    {lot.pigeon.province ? ` (${lot.pigeon.province})` : ''}
                    {' · '}
                    {hallCatalogue.startingPrice}: {formatMoney(lot.startingPrice)}
                  </Facts>
                  <State data-testid="hall-lot-state">{lotStateText(lot)}</State>
                  {lot.description ? <Description>{lot.description}</Description> : null}
                  {lot.pedigree ? (
                    <a
                      href={lot.pedigree.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      type={lot.pedigree.kind === 'document' ? 'application/pdf' : undefined}
                    >
                      {messages.auctions.pedigree}
                    </a>
                  ) : null}
                  {absentee && lot.status === 'waiting' ? (
                    <AbsenteeForm
                      saleId={saleId}
                      lotId={lot.id}
                      startingPrice={lot.startingPrice}
                      maximum={maximums.get(lot.id) ?? null}
                      onSaved={onAbsenteeSaved}
                    />
                  ) : null}
                </div>
              </LotCard>
            </li>
          );
        })}
      </PlainList>
    </section>
  );
}
