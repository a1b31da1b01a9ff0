import { fill } from '@kanat/shared/i18n';
import { consents as texts } from '@kanat/shared/i18n/lazy';
import { LEGAL_PAGE_PATHS } from '@kanat/shared/rules';
import { Checkbox } from '@kanat/shared/ui/controls';
import { useId } from 'react';
import styled from 'styled-components';

/** The commercial-message consents a registration may give; neither is given by default. */
export interface ConsentChoices {
  'marketing-sms': boolean;
  'marketing-mail': boolean;
}

export const NO_CONSENTS: ConsentChoices = { 'marketing-sms': false, 'marketing-mail': false };

const CHOICES = [
  { kind: 'marketing-sms', label: texts.marketingSms },
  { kind: 'marketing-mail', label: texts.marketingMail },
] as const;

const Group = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;

  legend {
    padding: 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.typography.size.sm}px;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.teal};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

export interface RegistrationConsentsProps {
  /** The consent text's current version; undefined while it loads. */
  version: number | undefined;
  choices: ConsentChoices;
  onChange: (choices: ConsentChoices) => void;
}

/**
 * The optional commercial-message consents (Law 6563), apart from the notice's
 * acknowledgement: two boxes, never ticked for the member, under the consent text shown
 * by its link. They wait for the text's version, which the registration sends with them.
 */
export function RegistrationConsents({ version, choices, onChange }: RegistrationConsentsProps) {
  const hintId = useId();
  return (
    <Group aria-describedby={hintId} data-testid="register-consents">
      <legend>{texts.registrationLegend}</legend>
      <p id={hintId}>{texts.registrationHint}</p>
      {CHOICES.map(({ kind, label }) => (
        <Checkbox
          key={kind}
          label={label}
          name={kind}
          checked={choices[kind]}
          disabled={version === undefined}
          onChange={(event) => onChange({ ...choices, [kind]: event.target.checked })}
        />
      ))}
      <p>
        <a href={LEGAL_PAGE_PATHS.marketing} target="_blank" rel="noopener noreferrer">
          {texts.textLink}
        </a>
        {version === undefined
          ? null
          : ` · ${fill(texts.textVersion, { version: String(version) })}`}
      </p>
    </Group>
  );
}
