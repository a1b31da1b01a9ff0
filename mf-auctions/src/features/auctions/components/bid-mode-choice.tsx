import { messages } from '@kanat/shared/i18n';
import { useId } from 'react';
import styled from 'styled-components';

/** One bid, or a maximum the server bids up to; native radios, so arrows move. */
const Modes = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xxs + 2}px;
    padding: 0;
    font-size: ${({ theme }) => theme.typography.size.sm}px;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const ModeChoices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const ModeChoice = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.teal : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $checked }) => ($checked ? `inset 0 0 0 1px ${theme.colors.teal}` : 'none')};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.teal};
    cursor: pointer;
  }
`;

/** 'single': one bid of the amount; 'maximum': the most the server may bid up to for the user. */
export type BidMode = 'single' | 'maximum';

const MODES: readonly { mode: BidMode; label: string }[] = [
  { mode: 'single', label: messages.bid.modeSingle },
  { mode: 'maximum', label: messages.bid.modeMaximum },
];

/** The bid form's choice between one bid and a maximum. */
export function BidModeChoice({
  mode,
  onChange,
}: {
  mode: BidMode;
  onChange: (mode: BidMode) => void;
}) {
  const name = useId();
  return (
    <Modes>
      <legend>{messages.bid.modeLabel}</legend>
      <ModeChoices>
        {MODES.map((choice) => (
          <ModeChoice key={choice.mode} $checked={mode === choice.mode}>
            <input
              type="radio"
              name={name}
              value={choice.mode}
              checked={mode === choice.mode}
              onChange={() => onChange(choice.mode)}
            />
            {choice.label}
          </ModeChoice>
        ))}
      </ModeChoices>
    </Modes>
  );
}
