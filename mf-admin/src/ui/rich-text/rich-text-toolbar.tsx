import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import styled from 'styled-components';

export interface ToolbarAction {
  key: string;
  /** The Turkish name, read by screen readers and shown as the tooltip. */
  label: string;
  /** What the button shows: a letter or an icon. */
  icon: ReactNode;
  /** On/off buttons (bold, a list) say whether the selection has it. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.xs}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
`;

// 44 px: a thumb on a phone reaches every button.
const Tool = styled.button<{ $pressed: boolean }>`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme, $pressed }) => ($pressed ? theme.colors.teal : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $pressed }) => ($pressed ? theme.colors.tealSoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.teal};
  }
`;

/**
 * The WAI-ARIA toolbar pattern: one Tab stop; the arrow keys, Home and End move between the
 * buttons; Enter or Space presses one.
 */
export function RichTextToolbar({ label, actions }: { label: string; actions: ToolbarAction[] }) {
  const [active, setActive] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const focusAt = (index: number) => {
    const count = actions.length;
    const next = ((index % count) + count) % count;
    setActive(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      arrowright: active + 1,
      arrowleft: active - 1,
      home: 0,
      end: actions.length - 1,
    };
    const target = targets[event.key.toLowerCase()];
    if (target !== undefined) {
      event.preventDefault();
      focusAt(target);
    }
  };
  return (
    <Bar role="toolbar" aria-label={label} onKeyDown={onKeyDown}>
      {actions.map((action, index) => (
        <Tool
          key={action.key}
          ref={(node) => {
            refs.current[index] = node;
          }}
          type="button"
          tabIndex={index === active ? 0 : -1}
          aria-label={action.label}
          title={action.label}
          aria-pressed={action.pressed === undefined ? undefined : action.pressed}
          $pressed={action.pressed === true}
          // aria-disabled keeps a disabled button reachable by the arrow keys.
          aria-disabled={action.disabled || undefined}
          onFocus={() => setActive(index)}
          // The editor keeps its selection when a button is pressed with the mouse.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!action.disabled) action.run();
          }}
        >
          <span aria-hidden="true">{action.icon}</span>
        </Tool>
      ))}
    </Bar>
  );
}
