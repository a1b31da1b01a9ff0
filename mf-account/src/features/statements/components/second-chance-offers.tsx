import { serverMessage } from '@kanat/shared/api';
import type { SecondChanceOfferView } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { memberStatements as t } from '@kanat/shared/i18n/lazy';
import { formatKurus } from '@kanat/shared/rules';
import { useSession } from '@kanat/shared/session';
import { Button } from '@kanat/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { answerSecondChance, getMySecondChanceOffers } from '../api/second-chance';
import { Badge } from './statement-parts';

// Issue 33: lots offered to me after their buyer did not pay (second-chance offers), to accept
// or decline before their time runs out. Shown above my statements under /hesabim/alimlar.

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

const Offer = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.accentStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3,
  p {
    margin: 0;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content max-content;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const pastWords = {
  accepted: [t.offerStateAccepted, 'ok'],
  declined: [t.offerStateDeclined, 'off'],
  expired: [t.offerStateExpired, 'off'],
} as const;

function OpenOffer({
  offer,
  onAnswered,
}: {
  offer: SecondChanceOfferView;
  onAnswered: (accepted: boolean) => void;
}) {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = async (accept: boolean) => {
    setPending(true);
    setFailure(null);
    try {
      await answerSecondChance(offer.id, accept);
      onAnswered(accept);
      await client.invalidateQueries({ queryKey: ['account'] });
    } catch (error) {
      setFailure(serverMessage(error, messages.common.networkError));
      void client.invalidateQueries({ queryKey: ['account', 'second-chance'] });
    } finally {
      setPending(false);
    }
  };
  const titleId = `offer-${offer.id}`;
  return (
    <Offer aria-labelledby={titleId} data-testid="second-chance-offer">
      <h3 id={titleId}>
        {fill(t.offerLot, {
          title: offer.title,
          tagNum: offer.pigeon.tagNum,
          sale: offer.sale.title,
        })}
      </h3>
      <p>{t.offerIntro}</p>
      <Figures>
        <dt>{t.offerHammer}</dt>
        <dd>{formatKurus(offer.hammerKurus)}</dd>
        <dt>{t.offerPremium}</dt>
        <dd>{formatKurus(offer.premiumKurus)}</dd>
        <dt>{t.offerVat}</dt>
        <dd>{formatKurus(offer.premiumVatKurus)}</dd>
        <dt>{t.offerTotal}</dt>
        <dd>
          <strong>{formatKurus(offer.totalKurus)}</strong>
        </dd>
      </Figures>
      <p>{fill(t.offerUntil, { date: formatDateTime(offer.expiresAt) })}</p>
      <p>{t.offerAcceptHint}</p>
      {failure ? <Problem role="alert">{failure}</Problem> : null}
      <Actions>
        <Button
          $variant="primary"
          disabled={pending}
          aria-busy={pending}
          onClick={() => void answer(true)}
        >
          {t.offerAccept}
        </Button>
        <Button $variant="secondary" disabled={pending} onClick={() => void answer(false)}>
          {t.offerDecline}
        </Button>
      </Actions>
    </Offer>
  );
}

function PastOffer({ offer }: { offer: SecondChanceOfferView }) {
  if (offer.state === 'open') return null;
  const [word, tone] = pastWords[offer.state];
  return (
    <li data-testid="second-chance-past">
      {fill(t.offerLot, {
        title: offer.title,
        tagNum: offer.pigeon.tagNum,
        sale: offer.sale.title,
      })}{' '}
      · {formatKurus(offer.hammerKurus)} <Badge $tone={tone}>{word}</Badge>
      {offer.statementId !== null ? (
        <>
          {' '}
          <Link to={`/hesabim/alimlar/${offer.statementId}`}>{t.offerSeeStatement}</Link>
        </>
      ) : null}
    </li>
  );
}

/** My second-chance offers: the open ones to answer, then the answered ones; nothing when none. */
export function SecondChanceOffers() {
  const uid = useSession().user?.uid ?? null;
  const offers = useQuery({
    queryKey: ['account', 'second-chance', uid],
    queryFn: getMySecondChanceOffers,
    enabled: uid !== null,
  });
  const [answered, setAnswered] = useState<string | null>(null);
  const rows = offers.data ?? [];
  if (rows.length === 0) return null;
  const open = rows.filter((o) => o.state === 'open');
  const past = rows.filter((o) => o.state !== 'open');
  return (
    <Section aria-labelledby="second-chance-title">
      <h2 id="second-chance-title">{t.offersTitle}</h2>
      <p role="status">{answered}</p>
      {open.map((offer) => (
        <OpenOffer
          key={offer.id}
          offer={offer}
          onAnswered={(accepted) => setAnswered(accepted ? t.offerAccepted : t.offerDeclined)}
        />
      ))}
      {past.length > 0 ? (
        <details open={open.length === 0}>
          <summary>{t.offersPast}</summary>
          <ul>
            {past.map((offer) => (
              <PastOffer key={offer.id} offer={offer} />
            ))}
          </ul>
        </details>
      ) : null}
    </Section>
  );
}
