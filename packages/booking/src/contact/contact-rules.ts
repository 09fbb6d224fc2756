import type { RateLimitRule } from '@tenuta/core';

/** Contact form limits: a person writes a few messages, a script many. */
export const CONTACT_IP_RULE: RateLimitRule = { name: 'contact-ip', limit: 5, windowSeconds: 10 * 60 };
export const CONTACT_EMAIL_RULE: RateLimitRule = { name: 'contact-email', limit: 3, windowSeconds: 60 * 60 };

/**
 * Stored text is plain text: line breaks as \n, no other control characters,
 * Unicode in composed form. Templates escape it when they render HTML.
 */
export function toPlainText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters from a message is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b\u2028\u2029]/g, (c) => (c === '\u2028' || c === '\u2029' ? '\n' : ''))
      .replace(/\n{4,}/g, '\n\n\n')
      .trim()
  );
}

/** A honeypot with anything in it means a bot filled the form. */
export const isBot = (website: string | undefined): boolean => (website ?? '').trim() !== '';
