import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { Tabs } from './tabs';

function Guide() {
  const [tab, setTab] = useState<'bid' | 'ask'>('bid');
  return (
    <Tabs
      value={tab}
      onChange={setTab}
      items={[
        { id: 'bid', label: 'Nasıl Teklif Verilir?', content: <p>Teklif adımları</p> },
        { id: 'ask', label: 'Nasıl İlan Verilir?', content: <p>İlan adımları</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected panel and switches on click', () => {
    renderWithTheme(<Guide />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Teklif adımları');
    fireEvent.click(screen.getByRole('tab', { name: 'Nasıl İlan Verilir?' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('İlan adımları');
    expect(
      screen.getByRole('tab', { name: 'Nasıl İlan Verilir?' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('moves between tabs with the arrow keys, wrapping around', () => {
    renderWithTheme(<Guide />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('İlan adımları');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Teklif adımları');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('İlan adımları');
  });
});
