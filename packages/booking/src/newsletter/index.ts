export { subscribeNewsletter, type NewsletterDeps, type NewsletterContext, type SubscribeOutcome } from './subscribe-newsletter.ts';
export { confirmNewsletter, type ConfirmOutcome } from './confirm-newsletter.ts';
export { unsubscribeNewsletter, type UnsubscribeOutcome } from './unsubscribe-newsletter.ts';
export { CONFIRM_RESEND_MS, CONFIRM_VALID_MS, NEWSLETTER_CONFIRM_IP_RULE, NEWSLETTER_IP_RULE, NEWSLETTER_TOKENS_KEY } from './newsletter-rules.ts';
export { hashNewsletterToken } from './newsletter-tokens.ts';
