import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Checkbox, Select, TextField } from './fields';

describe('TextField', () => {
  it('ties the label and the error message to the input', () => {
    renderWithTheme(
      <TextField label="Telefon Numarası" error="Telefon numarası hatalı" defaultValue="" />,
    );
    const input = screen.getByLabelText('Telefon Numarası');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Telefon numarası hatalı');
  });

  it('is valid and undescribed without an error', () => {
    renderWithTheme(<TextField label="Ad Soyad" />);
    const input = screen.getByLabelText('Ad Soyad');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes typing through to onChange', () => {
    const onChange = jest.fn();
    renderWithTheme(<TextField label="Kod" value="" onChange={(e) => onChange(e.target.value)} />);
    fireEvent.change(screen.getByLabelText('Kod'), { target: { value: '123' } });
    expect(onChange).toHaveBeenCalledWith('123');
  });
});

describe('Select and Checkbox', () => {
  it('lists the options after the placeholder', () => {
    renderWithTheme(
      <Select
        label="İl"
        placeholder="Seçiniz"
        options={[
          { value: 'ist', label: 'İstanbul' },
          { value: 'ank', label: 'Ankara' },
        ]}
      />,
    );
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Seçiniz', 'İstanbul', 'Ankara']);
  });

  it('toggles the checkbox from its label text', () => {
    renderWithTheme(<Checkbox label="Bildirim gönderme" />);
    const box = screen.getByRole('checkbox', { name: 'Bildirim gönderme' }) as HTMLInputElement;
    fireEvent.click(screen.getByText('Bildirim gönderme'));
    expect(box.checked).toBe(true);
  });
});
