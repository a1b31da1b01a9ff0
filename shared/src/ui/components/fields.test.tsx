import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithTheme } from '../../../test/render';
import { Checkbox, Select, TextArea, TextField } from './fields';

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

/** A form that registers a text field and a text area. */
function Form({ onValid }: { onValid: (values: { city: string; note: string }) => void }) {
  const { register, handleSubmit, setValue } = useForm({
    defaultValues: { city: 'İzmir', note: '' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <TextField label="İlçe" {...register('city')} />
      <TextArea label="Not" {...register('note')} />
      <button type="button" onClick={() => setValue('city', 'Bornova')}>
        Doldur
      </button>
      <button type="submit">Gönder</button>
    </form>
  );
}

describe('with react-hook-form', () => {
  it('registers the control itself: the form fills it and reads what is typed', async () => {
    const onValid = jest.fn();
    renderWithTheme(<Form onValid={onValid} />);
    const city = screen.getByLabelText('İlçe') as HTMLInputElement;
    expect(city.value).toBe('İzmir');
    fireEvent.click(screen.getByRole('button', { name: 'Doldur' }));
    expect(city.value).toBe('Bornova');
    fireEvent.change(screen.getByLabelText('Not'), { target: { value: 'Kapıda' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0][0]).toEqual({ city: 'Bornova', note: 'Kapıda' });
  });
});
