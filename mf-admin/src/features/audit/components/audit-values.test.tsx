import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../../../shared/test/render';
import { AuditValues } from './audit-values';

describe('recorded values', () => {
  it('names staff roles in Turkish, and an empty list as none', () => {
    renderWithTheme(
      <AuditValues before={{ roles: ['clerk'] }} after={{ roles: ['administrator', 'editor'] }} />,
    );
    const row = screen.getByRole('rowheader', { name: /Roller/ }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mezat görevlisi', 'Yönetici, Editör']);
  });

  it('names a list of no roles as none, and keeps other lists as they are', () => {
    renderWithTheme(<AuditValues before={{ roles: [] }} after={{ tags: ['a', 'b'] }} />);
    const roles = screen.getByRole('rowheader', { name: /Roller/ }).closest('tr') as HTMLElement;
    expect(within(roles).getAllByRole('cell')[0]?.textContent).toBe('—');
    const tags = screen.getByRole('rowheader', { name: /tags/ }).closest('tr') as HTMLElement;
    expect(within(tags).getAllByRole('cell')[1]?.textContent).toContain('"a"');
  });
});
