import { TextField } from '@kanat/shared/ui/controls';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';

export interface PublishOption {
  value: string;
  label: string;
}

export interface PublishChoiceProps {
  /** The fieldset's name for assistive technology. */
  legend: string;
  /** The ways the item can go out, in the order shown. */
  options: readonly PublishOption[];
  /** The radio group's registration (one form field holds the chosen value). */
  mode: UseFormRegisterReturn;
  /** Whether the time field is shown (the 'later' choice is taken). */
  showTime: boolean;
  /** The time field, typed in Turkey time (`ui/turkey-time`). */
  time: { label: string; error?: string; field: UseFormRegisterReturn };
}

const Options = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  border: 0;

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    min-height: 44px;
  }
`;

/**
 * When something the console edits goes on the site: now, at a time typed in Turkey time, or
 * kept as a draft (news items and auction groups choose the same way).
 */
export function PublishChoice({ legend, options, mode, showTime, time }: PublishChoiceProps) {
  return (
    <>
      <Options aria-label={legend}>
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" value={option.value} {...mode} />
            {option.label}
          </label>
        ))}
      </Options>
      {showTime ? (
        <TextField type="datetime-local" label={time.label} error={time.error} {...time.field} />
      ) : null}
    </>
  );
}
