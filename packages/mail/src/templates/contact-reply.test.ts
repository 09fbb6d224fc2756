import { describe, expect, it } from 'vitest';
import { DST_AUTUMN } from '../test-data.ts';
import { contactReplyEmail, firstNameOf, type ContactReplyInput } from './contact-reply.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const input: ContactReplyInput = {
  locale: 'en',
  guestName: 'John Smith',
  topic: 'wine_tasting',
  messageId: 17,
  receivedAt: DST_AUTUMN,
  body: 'Hello John,\nyes, we can host 6 friends.\n\nSee you <soon>!',
  staffFirstName: 'Chiara',
};

describe('contact_reply', () => {
  it('answers in the guest’s language, names the topic and the day, not their text; Reply-To is the estate', () => {
    const m = contactReplyEmail(input);
    expect(m.subject).toBe('Reply to your message: Wine tasting');
    expect(m.language).toBe('en');
    expect(m.replyTo).toBe('info@tenuta.example');
    const text = plain(m.text);
    expect(text).toContain('Dear John Smith,');
    expect(text).toContain('yes, we can host 6 friends.');
    expect(text).toContain('Kind regards,\nChiara\nThe Tenuta family');
    expect(text).toContain('+39 0173 123456');
    expect(text).toContain('In reply to your message “Wine tasting” of Sunday, 31 October 2027 (reference #17).');
    // The guest's words are escaped, line breaks kept.
    expect(m.html).toContain('Hello John,<br>yes, we can host 6 friends.');
    expect(m.html).toContain('See you &lt;soon&gt;!');
    expect(m.html).not.toContain('<soon>');
  });

  it('in Italian for an Italian guest; a message without topic is a general enquiry', () => {
    const m = contactReplyEmail({ ...input, locale: 'it', topic: null, guestName: 'Giulia' });
    expect(m.subject).toBe('Risposta al tuo messaggio: Richiesta generica');
    expect(plain(m.text)).toContain('Gentile Giulia,');
    expect(plain(m.text)).toContain('Un caro saluto,\nChiara\nLa famiglia della Tenuta');
    expect(m.html).toContain('lang="it"');
  });

  it('signs with the first name only', () => {
    expect(firstNameOf('  Chiara Bianchi ')).toBe('Chiara');
    expect(firstNameOf('Marco')).toBe('Marco');
  });
});
