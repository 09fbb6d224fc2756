import { describe, expect, it } from 'vitest';
import { DST_AUTUMN } from '../test-data.ts';
import { contactReplyEmail, firstNameOf, opensWithGreeting, type ContactReplyInput } from './contact-reply.ts';

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
    // The staff member greeted the guest: one greeting, theirs.
    expect(text.startsWith('Hello John,\nyes, we can host 6 friends.')).toBe(true);
    expect(text).not.toContain('Dear John Smith,');
    expect(m.html).not.toContain('Dear John Smith,');
    expect(text).toContain('Kind regards,\nChiara\nThe Tenuta family');
    expect(text).toContain('+39 0173 123456');
    expect(text).toContain('In reply to your message “Wine tasting” of Sunday, 31 October 2027 (reference #17).');
    // The guest's words are escaped, line breaks kept.
    expect(m.html).toContain('Hello John,<br>yes, we can host 6 friends.');
    expect(m.html).toContain('See you &lt;soon&gt;!');
    expect(m.html).not.toContain('<soon>');
  });

  it('in Italian for an Italian guest; a message without topic is a general enquiry', () => {
    const m = contactReplyEmail({ ...input, locale: 'it', topic: null, guestName: 'Giulia', body: 'sì, possiamo ospitare 6 amici.' });
    expect(m.subject).toBe('Risposta al tuo messaggio: Richiesta generica');
    expect(plain(m.text)).toContain('Gentile Giulia,');
    expect(plain(m.text)).toContain('Un caro saluto,\nChiara\nLa famiglia della Tenuta');
    expect(m.html).toContain('lang="it"');
  });

  it('greets the guest itself only when the text does not already open with a greeting', () => {
    const bare = contactReplyEmail({ ...input, body: 'Yes, we can host 6 friends.' });
    expect(plain(bare.text).startsWith('Dear John Smith,\n\nYes, we can host 6 friends.')).toBe(true);
    for (const opening of ['Buongiorno Marco,', 'Gentile signora Rossi,', 'Buonasera,', 'Cara Giulia,', 'Good evening John,', 'Hi John!', 'Dear John,']) {
      expect(opensWithGreeting(`${opening}\nsì.`), opening).toBe(true);
      expect(plain(contactReplyEmail({ ...input, body: `${opening}\nthanks.` }).text).match(/Dear|Gentile|Buongiorno|Buonasera|Cara|Good|Hi /g), opening).toHaveLength(1);
    }
    for (const plainText of ['Sì, possiamo.', 'Hiking shoes are a must.', 'Caramelle al tartufo? Certo.', 'Dearer in August, the tastings.']) {
      expect(opensWithGreeting(plainText), plainText).toBe(false);
    }
  });

  it('signs with the first name only', () => {
    expect(firstNameOf('  Chiara Bianchi ')).toBe('Chiara');
    expect(firstNameOf('Marco')).toBe('Marco');
  });
});
