import { media } from '@kanat/shared/ui';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';

// Every tab stays in sight: on a phone the tabs form a grid whose labels wrap onto a second
// line, rather than a sideways strip that hides the last tab: up to three tabs on one row,
// more in two columns; wider, they share one row and wrap to another only when they cannot fit.
const List = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.xxs}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${media.up('mobile')} {
    display: flex;
    flex-wrap: wrap;
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1 1 auto;
  min-height: 40px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadows.card : 'none')};
  color: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg}px;
`;

export interface TabItem<K extends string> {
  id: K;
  label: ReactNode;
  /** Content shown while this tab is selected. */
  content: ReactNode;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  /** Selected tab id. */
  value: K;
  onChange: (id: K) => void;
  /** Accessible name of the tab list. */
  label?: string;
}

/** Controlled tabs following the WAI-ARIA tabs pattern (arrow keys move between tabs). */
export function Tabs<K extends string>({ items, value, onChange, label }: TabsProps<K>) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = items.find((t) => t.id === value) ?? items[0];

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((t) => t.id === value);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || index < 0) return;
    e.preventDefault();
    const next = (index + step + items.length) % items.length;
    onChange(items[next].id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <List
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        $columns={items.length <= 3 ? items.length : 2}
      >
        {items.map((t, i) => (
          <Tab
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === selected?.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === selected?.id ? 0 : -1}
            $active={t.id === selected?.id}
            onClick={() => onChange(t.id)}
          >
            {t.label}
          </Tab>
        ))}
      </List>
      {selected ? (
        <Panel
          role="tabpanel"
          id={`${base}-panel-${selected.id}`}
          aria-labelledby={`${base}-tab-${selected.id}`}
        >
          {selected.content}
        </Panel>
      ) : null}
    </div>
  );
}
