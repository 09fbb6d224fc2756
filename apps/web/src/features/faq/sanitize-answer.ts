import DOMPurify from 'dompurify';

/** FAQ answers may contain HTML. Only simple formatting and links survive. */
const config = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
};

/** Sanitized HTML, or null where no DOM is available (prerender): render the plain text then. */
export function sanitizeAnswer(html: string): string | null {
  if (!DOMPurify.isSupported) return null;
  return DOMPurify.sanitize(html, config);
}

export function answerText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
