import type { SaleContractView } from '@kanat/shared/contracts';
import { formatDate, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { saleContract as texts } from '@kanat/shared/i18n/lazy';
import { Checkbox } from '@kanat/shared/ui/controls';
import { SafeHtml } from '@kanat/shared/ui/html';
import { type Ref, useId } from 'react';
import styled from 'styled-components';
import { termsLines } from '../sale-terms/sale-terms';
import type { ContractAsk } from './sale-contract';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.md}px;
  padding-top: ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  overflow-wrap: anywhere;

  h3,
  h4 {
    margin: 0;
    color: ${({ theme }) => theme.colors.brand};
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.size.lg}px;
  }
  h4 {
    font-size: ${({ theme }) => theme.typography.size.md}px;
  }
  p {
    margin: 0;
  }
`;

const Facts = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs}px;
  }
`;

/** The house's text: long, so it scrolls in its own box (by keyboard too: it takes focus). */
const TextBox = styled.div`
  max-height: 40vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.teal};
    outline-offset: 2px;
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled(Muted)`
  color: ${({ theme }) => theme.colors.warningText};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** The sale's facts as the contract lists them: who sells what, on which terms. */
export function contractFacts(contract: SaleContractView, ask: ContractAsk): string[] {
  const lines = [fill(texts.house, { name: messages.documentTitle.siteName })];
  const { sale } = contract;
  if (sale.kind === 'hall') {
    lines.push(fill(texts.hallSale, { name: sale.name }), texts.sellers);
  } else {
    const { lot } = ask;
    lines.push(
      sale.kind === 'group'
        ? fill(texts.groupSale, { name: sale.name })
        : fill(texts.lot, { name: lot?.name ?? sale.name, ring: lot?.ring ?? '' }),
    );
    if (lot) {
      lines.push(
        fill(texts.seller, { name: lot.seller }),
        fill(texts.startingBid, { amount: formatMoney(lot.startingBid) }),
      );
    }
    lines.push(texts.stepRule);
  }
  lines.push(...(ask.terms === null ? [texts.noTerms] : termsLines(ask.terms)));
  return lines;
}

export interface SaleContractSectionProps {
  contract: SaleContractView;
  ask: ContractAsk;
  /** The house's text's scrolling box, for the dialog to bring the reader back to. */
  textRef?: Ref<HTMLDivElement>;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  disabled?: boolean;
}

/**
 * The contract inside a bid's confirmation: what it is, the sale's facts, the house's text
 * (cleaned again here, like every stored HTML), its version, and the box the member ticks.
 */
export function SaleContractSection({
  contract,
  ask,
  textRef,
  accepted,
  onAcceptedChange,
  disabled = false,
}: SaleContractSectionProps) {
  const headingId = useId();
  const factsId = useId();
  const hintId = useId();
  const { text } = contract;
  return (
    <Section aria-labelledby={headingId} data-testid="sale-contract">
      <h3 id={headingId}>{texts.title}</h3>
      <p>{texts.intro}</p>
      <h4 id={factsId}>{texts.facts}</h4>
      <Facts aria-labelledby={factsId} data-testid="sale-contract-facts">
        {contractFacts(contract, ask).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Facts>
      {/* Focus starts here (data-autofocus), at the top of what is to be read. */}
      <TextBox
        ref={textRef}
        role="region"
        aria-label={text.title}
        tabIndex={0}
        data-autofocus
        data-testid="sale-contract-text"
      >
        <h4>{text.title}</h4>
        <SafeHtml html={text.html} title={text.title} />
      </TextBox>
      <Muted data-testid="sale-contract-version">
        {fill(texts.version, { version: text.version, date: formatDate(text.createdAt) })}
      </Muted>
      <Checkbox
        label={texts.accept}
        checked={accepted}
        disabled={disabled}
        onChange={(event) => onAcceptedChange(event.currentTarget.checked)}
        aria-describedby={accepted ? undefined : hintId}
        data-testid="sale-contract-accept"
      />
      {accepted ? null : <Hint id={hintId}>{texts.acceptRequired}</Hint>}
    </Section>
  );
}
