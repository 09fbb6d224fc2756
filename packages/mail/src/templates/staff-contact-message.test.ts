import { describe, expect, it } from 'vitest';
import { DST_AUTUMN } from '../test-data.ts';
import { contactAcknowledgementEmail } from './contact-acknowledgement.ts';
import { staffContactMessageEmail, type StaffContactMessageInput } from './staff-contact-message.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const input: StaffContactMessageInput = {
  locale: 'it',
  message: {
    id: 17,
    name: 'John Smith',
    email: 'john@example.com',
    phone: null,
    subject: 'wine_tasting',
    message: 'Hello,\nwe are 6 friends.\n\nCan we book a private tasting?',
    locale: 'en',
    createdAt: DST_AUTUMN,
  },
};

describe('staff_contact_message', () => {
  it('tells staff who wrote, about what, in which language to answer; Reply-To is the guest', () => {
    const m = staffContactMessageEmail(input);
    expect(m.subject).toBe('Messaggio dal sito: Degustazione vini · John Smith');
    expect(m.replyTo).toBe('john@example.com');
    const text = plain(m.text);
    for (const s of [
      'Rispondi a questa e-mail per scrivere direttamente a John Smith. Rispondi in inglese.',
      'we are 6 friends.',
      'E-mail: john@example.com',
      'Telefono: non indicato',
      'Argomento: Degustazione vini',
      'Ricevuto: domenica 31 ottobre 2027, ore 10:00',
      'Riferimento: #17',
    ]) {
      expect(text).toContain(s);
    }
    // Line breaks of the message are kept in the HTML too.
    expect(m.html).toContain('Hello,<br>we are 6 friends.<br><br>Can we book a private tasting?');
  });

  it('a message without a subject is a general enquiry; English for English-speaking staff', () => {
    const m = staffContactMessageEmail({ ...input, locale: 'en', message: { ...input.message, subject: null, phone: '+44 7400 123456', locale: 'it' } });
    expect(m.subject).toBe('Website message: General enquiry · John Smith');
    expect(m.text).toContain('Please reply in Italian.');
    expect(m.text).toContain('Phone: +44 7400 123456');
  });

  it('escapes what the guest typed', () => {
    const m = staffContactMessageEmail({ ...input, message: { ...input.message, name: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>\nok' } });
    expect(m.html).not.toContain('<img src=x');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>ok');
  });
});

describe('contact_acknowledgement', () => {
  it('thanks the guest in their language, with topic, time and reference; replies go to the estate', () => {
    const m = contactAcknowledgementEmail(input);
    expect(m.subject).toBe('We have received your message');
    expect(m.language).toBe('en');
    expect(m.replyTo).not.toBe('john@example.com');
    const text = plain(m.text);
    for (const s of ['Dear John Smith,', 'will reply within one working day, in English', 'Subject: Wine tasting', 'Reference: #17']) expect(text).toContain(s);
    const it = plain(contactAcknowledgementEmail({ ...input, message: { ...input.message, locale: 'it', subject: null } }).text);
    for (const s of ['Gentile John Smith,', 'ti risponderemo entro un giorno lavorativo, in italiano', 'Argomento: Richiesta generica', 'Riferimento: #17'])
      expect(it).toContain(s);
  });

  it('never repeats what was typed in the message (the form must not relay words to a stranger)', () => {
    const m = contactAcknowledgementEmail(input);
    expect(m.text).not.toContain('we are 6 friends');
    expect(m.html).not.toContain('we are 6 friends');
  });
});
