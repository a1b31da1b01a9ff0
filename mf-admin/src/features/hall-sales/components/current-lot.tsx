import type { AdminHallState } from '@kanat/shared/contracts';
import { formatAmount, formatMoney, responsiveImage } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { HALL_STEP_MAX, hallStep } from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useState } from 'react';
import styled from 'styled-components';
import { FactList, StatusBadge } from '../../../ui';
import { holderText, lotStatusTone, lotStatusWord } from '../hall-words';

const text = messages.adminHallConsole;

const Region = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 200px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Photo = styled.img`
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Heading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.typography.size.xl}px;
`;

/** The lot's facts, narrower columns beside the photo, no space below. */
const Facts = styled(FactList)`
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  margin: 0;
`;

const Big = styled.dd`
  font-size: ${({ theme }) => theme.typography.size.xxl}px;
`;

const StepForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: ${({ theme }) => theme.space.md}px;

  > :first-child {
    max-width: 200px;
  }
`;

type Current = NonNullable<AdminHallState['current']>;

export interface CurrentLotProps {
  current: Current | null;
  /** False while this console may not act (no lease, an action running). */
  canAct: boolean;
  onStep: (step: number | null) => void;
}

/** The lot on the block: what the clerk calls out, and the step for this lot. */
export function CurrentLot({ current, canAct, onStep }: CurrentLotProps) {
  const [step, setStep] = useState('');
  const [stepError, setStepError] = useState<string | null>(null);
  if (current === null) {
    return (
      <Region aria-label={text.currentLot} data-testid="hall-current-lot">
        <p>{text.noCurrentLot}</p>
      </Region>
    );
  }
  const { lot, leader } = current;
  const photo =
    lot.photo === null
      ? null
      : responsiveImage(lot.photo, { sizes: '200px', widths: [160, 320, 480] });
  const stepNow = hallStep(lot, lot.currentPrice ?? lot.startingPrice);

  const submitStep = (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(step.trim());
    if (!/^\d+$/.test(step.trim()) || value < 1 || value > HALL_STEP_MAX) {
      setStepError(fill(text.stepInvalid, { max: formatAmount(HALL_STEP_MAX) }));
      return;
    }
    setStepError(null);
    setStep('');
    onStep(value);
  };

  return (
    <Region aria-label={text.currentLot} data-testid="hall-current-lot">
      {photo ? <Photo {...photo} width={200} height={200} alt={lot.tagNum} /> : <div />}
      <div>
        <Heading>
          {fill(text.lotHeading, { position: lot.position })}
          <StatusBadge tone={lotStatusTone(lot.status)}>{lotStatusWord(lot.status)}</StatusBadge>
        </Heading>
        <Facts>
          <div>
            <dt>{text.ringNumber}</dt>
            <dd>{lot.tagNum}</dd>
          </div>
          <div>
            <dt>{text.owner}</dt>
            <dd>{lot.ownerName}</dd>
          </div>
          <div>
            <dt>{text.startingPrice}</dt>
            <dd>{formatMoney(lot.startingPrice)}</dd>
          </div>
          <div>
            <dt>{text.askingPrice}</dt>
            <Big data-testid="hall-asking-price">{formatMoney(lot.askingPrice)}</Big>
          </div>
          <div>
            <dt>{text.currentPrice}</dt>
            <Big data-testid="hall-current-price">
              {lot.currentPrice === null ? text.noBidYet : formatMoney(lot.currentPrice)}
            </Big>
          </div>
          <div>
            <dt>{text.holder}</dt>
            <dd data-testid="hall-holder">{leader === null ? '—' : holderText(leader)}</dd>
          </div>
        </Facts>
        <StepForm noValidate onSubmit={submitStep} aria-label={text.step}>
          <TextField
            label={text.stepLabel}
            hint={fill(lot.stepOverride === null ? text.stepDefault : text.stepCustom, {
              amount: formatMoney(stepNow),
            })}
            inputMode="numeric"
            value={step}
            error={stepError}
            onChange={(event) => setStep(event.currentTarget.value)}
          />
          <Button type="submit" $variant="secondary" $size="sm" disabled={!canAct}>
            {text.stepApply}
          </Button>
          <Button
            $variant="ghost"
            $size="sm"
            disabled={!canAct || lot.stepOverride === null}
            onClick={() => onStep(null)}
          >
            {text.stepReset}
          </Button>
        </StepForm>
      </div>
    </Region>
  );
}
