import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs + 2}px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs + 2}px ${({ theme }) => theme.space.sm}px;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md}px;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.8;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) =>
      $invalid ? theme.colors.danger : theme.colors.borderStrong};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.teal};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

/** A bare styled input for custom layouts (search boxes); prefer TextField in forms. */
export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

const TextAreaControl = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

const SelectControl = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xl}px;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235c6b7a' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 10px center;
  background-size: 18px;
`;

interface FieldChrome {
  /** Visible label, tied to the control. */
  label: ReactNode;
  /** Validation message; marks the control invalid and is read with it. */
  error?: string | null;
  /** Help text under the control. */
  hint?: ReactNode;
}

/** Ids and aria attributes shared by every labelled control. */
function useFieldIds(id: string | undefined, error: string | null | undefined, hint: ReactNode) {
  const auto = useId();
  const controlId = id ?? auto;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return {
    controlId,
    errorId,
    hintId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function Chrome({
  controlId,
  errorId,
  hintId,
  label,
  error,
  hint,
  children,
}: FieldChrome & { controlId: string; errorId: string; hintId: string; children: ReactNode }) {
  return (
    <Field>
      <Label htmlFor={controlId}>{label}</Label>
      {children}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}

export type TextFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & { ref?: Ref<HTMLInputElement> };

/**
 * A labelled text input with its validation message. The `ref` reaches the input itself, so
 * react-hook-form's `{...register(name)}` can be spread onto any of these fields.
 */
export function TextField({ label, error, hint, id, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Chrome {...ids} label={label} error={error} hint={hint}>
      <Input ref={ref} id={ids.controlId} $invalid={Boolean(error)} {...ids.aria} {...input} />
    </Chrome>
  );
}

export type TextAreaProps = FieldChrome &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled multi-line input. */
export function TextArea({ label, error, hint, id, ref, ...area }: TextAreaProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Chrome {...ids} label={label} error={error} hint={hint}>
      <TextAreaControl
        ref={ref}
        id={ids.controlId}
        $invalid={Boolean(error)}
        {...ids.aria}
        {...area}
      />
    </Chrome>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as 'Seçiniz'. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled native select: native keeps mobile pickers and keyboard use for free. */
export function Select({
  label,
  error,
  hint,
  id,
  ref,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Chrome {...ids} label={label} error={error} hint={hint}>
      <SelectControl
        ref={ref}
        id={ids.controlId}
        $invalid={Boolean(error)}
        {...ids.aria}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectControl>
    </Chrome>
  );
}

const CheckRow = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  & > input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.teal};
    cursor: pointer;
  }
  & > input:disabled,
  & > input:disabled + span {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label; clicking the text toggles it. */
export function Checkbox({ label, ref, ...input }: CheckboxProps) {
  return (
    <CheckRow>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </CheckRow>
  );
}
