import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import { ContactPage } from './contact-page';

let server: FetchStub;

beforeEach(() => {
  server = stubFetch();
});
afterEach(() => {
  server.restore();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills every field with a valid value and sends. */
function sendFilledForm() {
  type('Adınız Soyadınız', 'Ali Veli');
  type('Mail Adresiniz', 'ali@ornek.com');
  type('Konu', 'Soru');
  type('Mesajınız', 'Merhaba');
  fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
}

/** Typing after a submit: the form re-checks the field as it settles the change. */
const retype = (label: string, value: string) => act(async () => type(label, value));

describe('contact page', () => {
  it('shows the contact details and map from site info', async () => {
    renderInSite(<ContactPage />, {
      siteInfo: {
        mail_name: 'info@kanatmezat.test',
        telephone: '+90 532 123 45 67',
        address_name: 'Kızılay, Ankara',
        instagram_url: 'https://instagram.com/kanatmezat',
        instagram_name: 'kanatmezat',
        facebook_url: 'javascript:alert(1)',
        address_embed_url: 'https://www.google.com/maps/embed?pb=x',
      },
    });
    const mail = await screen.findByRole('link', { name: 'info@kanatmezat.test' });
    expect(mail.getAttribute('href')).toBe('mailto:info@kanatmezat.test');
    expect(screen.getByRole('link', { name: '+90 532 123 45 67' }).getAttribute('href')).toBe(
      'tel:+905321234567',
    );
    expect(screen.getByText('Kızılay, Ankara')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kanatmezat' }).getAttribute('href')).toBe(
      'https://instagram.com/kanatmezat',
    );
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(screen.getByTitle('Harita').getAttribute('src')).toBe(
      'https://www.google.com/maps/embed?pb=x',
    );
  });

  it('shows every SPEC §5 message in Turkish when sent empty', async () => {
    renderInSite(<ContactPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('İsim boş olamaz')).toBeTruthy();
    expect(screen.getByText('Mail adresi geçersiz.')).toBeTruthy();
    expect(screen.getByText('Konu boş olamaz.')).toBeTruthy();
    expect(screen.getByText('Mesaj boş olamaz')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('clears a message as soon as its field is fixed', async () => {
    renderInSite(<ContactPage />);
    type('Mail Adresiniz', 'ali@');
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mail adresi geçersiz.')).toBeTruthy();
    await retype('Mail Adresiniz', 'ali@ornek.com');
    expect(screen.queryByText('Mail adresi geçersiz.')).toBeNull();
    expect(screen.getByText('İsim boş olamaz')).toBeTruthy();
  });

  it('reports a failed send with the failure toast and keeps what was typed', async () => {
    server.failNetwork();
    const site = renderInSite(<ContactPage />);
    type('Adınız Soyadınız', 'Ayşe Yılmaz');
    type('Mail Adresiniz', 'ayse@ornek.com');
    type('Konu', 'Üyelik');
    type('Mesajınız', 'Merhaba, üyelik hakkında bilgi almak istiyorum.');
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));

    await waitFor(() =>
      expect(site.toasts).toEqual([{ message: 'Mesaj gönderilemedi.', color: 'red', seconds: 3 }]),
    );
    expect((screen.getByLabelText('Konu') as HTMLInputElement).value).toBe('Üyelik');
    const sent = server.requests.find((r) => r.path === '/api/fn/sendContactMail');
    expect(sent?.body).toEqual({
      data: {
        name: 'Ayşe Yılmaz',
        email: 'ayse@ornek.com',
        subject: 'Üyelik',
        message: 'Merhaba, üyelik hakkında bilgi almak istiyorum.',
      },
    });
  });

  it('shows the failure toast while the server has no such function yet', async () => {
    const site = renderInSite(<ContactPage />);
    sendFilledForm();
    await waitFor(() => expect(site.toastTexts()).toEqual(['Mesaj gönderilemedi.']));
    expect((screen.getByRole('button', { name: 'Gönder' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('thanks the sender and clears the form when the server accepts the message', async () => {
    server.on('POST', '/api/fn/sendContactMail', { body: { result: { code: 200 } } });
    const site = renderInSite(<ContactPage />);
    sendFilledForm();
    await waitFor(() => expect(site.toastTexts()).toEqual(['Mesaj gönderildi']));
    expect((screen.getByLabelText('Konu') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Konu boş olamaz.')).toBeNull();
  });

  it('says the message was received when its mail waits for the mail server', async () => {
    server.on('POST', '/api/fn/sendContactMail', { body: { result: { code: 200, queued: true } } });
    const site = renderInSite(<ContactPage />);
    sendFilledForm();
    await waitFor(() =>
      expect(site.toastTexts()).toEqual([
        'Mesajınız alındı; e-posta sunucusuna ulaşılamadı, en kısa sürede iletilecek.',
      ]),
    );
    expect((screen.getByLabelText('Konu') as HTMLInputElement).value).toBe('');
  });
});
