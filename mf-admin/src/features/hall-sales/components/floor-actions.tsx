import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button, type ButtonVariant } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import type { RefObject } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import styled from 'styled-components';

const text = messages.adminHallConsole;

/** The clerk's actions, each with its key (shown on its button and in the list below). */
export const FLOOR_SHORTCUTS = {
  floorBid: 't',
  warn: 'u',
  sell: 's',
  pass: 'p',
  next: 'n',
  undo: 'g',
  paddle: 'k',
} as const;
export type FloorAction = Exclude<keyof typeof FLOOR_SHORTCUTS, 'paddle'>;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.xs}px;
  margin: ${({ theme }) => theme.space.sm}px 0;

  button {
    min-height: 56px;
    justify-content: space-between;
  }
`;

const Key = styled.kbd`
  min-width: 1.6em;
  padding: 0 ${({ theme }) => theme.space.xxs}px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  text-transform: uppercase;
`;

const Keys = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.md}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xxs}px;
  }
  dd {
    margin: 0;
  }
`;

export interface FloorActionsProps {
  /** Which actions may run now (false: the button is disabled and its key does nothing). */
  allowed: Record<FloorAction, boolean>;
  /** The lot's asking price, for the floor bid's label. */
  askingPrice: number | null;
  /** The lot that "next" opens, by position. */
  nextPosition: number | null;
  /** False while a dialog is open or this console may not act: keys then do nothing. */
  keysOn: boolean;
  paddle: string;
  paddleError: string | null;
  paddleRef: RefObject<HTMLInputElement | null>;
  onPaddle: (value: string) => void;
  onAction: (action: FloorAction) => void;
}

/** The floor's buttons and keyboard shortcuts: one press, one call. */
export function FloorActions(props: FloorActionsProps) {
  const { allowed, keysOn, onAction } = props;
  const labels: Record<FloorAction, string> = {
    floorBid:
      props.askingPrice === null
        ? text.floorBid
        : fill(text.floorBidAmount, { amount: formatMoney(props.askingPrice) }),
    warn: text.warn,
    sell: text.sell,
    pass: text.pass,
    next:
      props.nextPosition === null
        ? text.openNext
        : fill(text.openNextLot, { position: props.nextPosition }),
    undo: text.undo,
  };
  const variants: Record<FloorAction, ButtonVariant> = {
    floorBid: 'primary',
    warn: 'secondary',
    sell: 'primary',
    pass: 'secondary',
    next: 'secondary',
    undo: 'ghost',
  };
  const order: FloorAction[] = ['floorBid', 'warn', 'sell', 'pass', 'next', 'undo'];

  useHotkeys(
    Object.values(FLOOR_SHORTCUTS),
    (event, hotkey) => {
      const key = hotkey.keys?.[0];
      if (key === FLOOR_SHORTCUTS.paddle) {
        event.preventDefault();
        props.paddleRef.current?.focus();
        return;
      }
      const action = order.find((name) => FLOOR_SHORTCUTS[name] === key);
      if (action !== undefined && allowed[action]) onAction(action);
    },
    { enabled: keysOn },
    [allowed, onAction, keysOn],
  );

  return (
    <section aria-label={text.actions}>
      <TextField
        ref={props.paddleRef}
        label={text.paddleLabel}
        value={props.paddle}
        error={props.paddleError}
        maxLength={8}
        autoComplete="off"
        aria-keyshortcuts={FLOOR_SHORTCUTS.paddle.toUpperCase()}
        onChange={(event) => props.onPaddle(event.currentTarget.value)}
      />
      <Grid>
        {order.map((action) => (
          <Button
            key={action}
            $variant={variants[action]}
            disabled={!allowed[action]}
            aria-keyshortcuts={FLOOR_SHORTCUTS[action].toUpperCase()}
            onClick={() => onAction(action)}
          >
            <span>{labels[action]}</span>
            <Key aria-hidden="true">{FLOOR_SHORTCUTS[action]}</Key>
          </Button>
        ))}
      </Grid>
      <h3>{text.shortcuts}</h3>
      <Keys>
        {order.map((action) => (
          <div key={action}>
            <dt>
              <Key>{FLOOR_SHORTCUTS[action]}</Key>
            </dt>
            <dd>{action === 'next' ? text.openNext : labels[action]}</dd>
          </div>
        ))}
        <div>
          <dt>
            <Key>{FLOOR_SHORTCUTS.paddle}</Key>
          </dt>
          <dd>{text.shortcutPaddle}</dd>
        </div>
      </Keys>
      <p>{text.shortcutsHint}</p>
    </section>
  );
}
