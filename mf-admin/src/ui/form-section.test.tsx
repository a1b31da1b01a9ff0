import { TextField } from '@kanat/shared/ui/controls';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../shared/test/render';
import { FieldRow, FormSection } from './form-section';

describe('FormSection', () => {
  it('groups its fields under a name read with each of them', () => {
    renderWithTheme(
      <FormSection title="İletişim" description="Sitenin alt bilgisinde görünür.">
        <FieldRow>
          <TextField label="Telefon" />
          <TextField label="E-posta" />
        </FieldRow>
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'İletişim' });
    expect(group.textContent).toContain('Sitenin alt bilgisinde görünür.');
    expect(group.contains(screen.getByRole('textbox', { name: 'Telefon' }))).toBe(true);
    expect(group.contains(screen.getByRole('textbox', { name: 'E-posta' }))).toBe(true);
  });
});
