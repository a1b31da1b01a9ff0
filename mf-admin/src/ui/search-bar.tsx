import { messages } from '@kanat/shared/i18n/full';
import { Icon, IconButton, VisuallyHidden } from '@kanat/shared/ui';
import { Input, useDebouncedValue } from '@kanat/shared/ui/controls';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

/** How long a console search waits after the last keystroke (SPEC §9 gives the site 500 ms). */
export const CONSOLE_SEARCH_DELAY_MS = 400;

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  max-width: 420px;

  & > svg {
    position: absolute;
    left: ${({ theme }) => theme.space.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const Field = styled(Input)`
  padding-left: ${({ theme }) => theme.space.xl + 4}px;
  padding-right: ${({ theme }) => theme.space.xl + 8}px;

  /* One clear button: ours (named, keyboard-reachable), not the browser's as well. */
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
    -webkit-appearance: none;
  }
`;

const Clear = styled(IconButton)`
  position: absolute;
  right: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SearchBarProps {
  /** Names the field for assistive technology, e.g. 'Üye ara'. */
  label: string;
  /** Called with the trimmed text once typing pauses, at once on Enter, and with '' on clear. */
  onSearch: (term: string) => void;
  placeholder?: string;
  /** The text the field starts with (e.g. from the URL). */
  initialValue?: string;
  /** Pause after the last keystroke before searching; defaults to 400 ms. */
  delayMs?: number;
}

/** A search field that searches as the user types, without a request per keystroke. */
export function SearchBar({
  label,
  onSearch,
  placeholder,
  initialValue = '',
  delayMs = CONSOLE_SEARCH_DELAY_MS,
}: SearchBarProps) {
  const id = useId();
  const [text, setText] = useState(initialValue);
  const settled = useDebouncedValue(text.trim(), delayMs);
  const lastSent = useRef(initialValue.trim());
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  const send = (term: string) => {
    if (term === lastSent.current) return;
    lastSent.current = term;
    onSearchRef.current(term);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `send` reads refs only
  useEffect(() => send(settled), [settled]);

  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text.trim());
      }}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Icon name="search" size={18} />
      <Field
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="search"
      />
      {text ? (
        <Clear
          type="button"
          aria-label={messages.adminConsole.kit.clearSearch}
          onClick={() => {
            setText('');
            send('');
          }}
        >
          <Icon name="close" size={18} />
        </Clear>
      ) : null}
    </Form>
  );
}
