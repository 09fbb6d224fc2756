import { describe, expect, it } from 'vitest';
import { defaultRefundPolicy } from '@tenuta/contracts';
import { bookAgainUrl, guestPageUrl, manageBookingUrl } from '@tenuta/booking';
import { DST_SPRING, parseIcs, sampleBooking } from '../test-data.ts';
import { bookingCancelledEmail } from './booking-cancelled.ts';
import { bookingConfirmationEmail } from './booking-confirmation.ts';
import { bookingReminderEmail } from './booking-reminder.ts';
import { newsletterConfirmEmail } from './newsletter-confirm.ts';
import { reviewRequestEmail } from './review-request.ts';

// The links of a guest's e-mail open the site in the e-mail's language on any device: each carries
// ?lang= (the web app applies and keeps it). Built by booking's link helpers, kept whole by the templates.
const site = 'https://tenuta.example';
const hrefs = (html: string) => [...html.matchAll(/href="(https:\/\/tenuta\.example[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('links in guest e-mails carry the guest’s language', () => {
  it('the confirmation’s manage link, in the button, the text and the calendar file (English)', () => {
    const manageUrl = manageBookingUrl(site, 41, 'tok-41', 'en');
    const mail = bookingConfirmationEmail({ locale: 'en', guestName: 'John', bookings: [sampleBooking({ locale: 'en', manageUrl })], policy: defaultRefundPolicy });
    expect(hrefs(mail.html)).toContain('https://tenuta.example/manage/41?token=tok-41&lang=en');
    expect(mail.text).toContain('Manage my booking: https://tenuta.example/manage/41?token=tok-41&lang=en');
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
    expect(parseIcs(ics.content).events[0]!.get('DESCRIPTION')).toContain('lang=en');
  });

  it('the reminder’s manage link (Italian)', () => {
    const manageUrl = manageBookingUrl(site, 41, 'tok-41', 'it');
    const mail = bookingReminderEmail({ locale: 'it', booking: sampleBooking({ manageUrl }) });
    expect(hrefs(mail.html)).toContain('https://tenuta.example/manage/41?token=tok-41&lang=it');
    expect(mail.text).toContain('https://tenuta.example/manage/41?token=tok-41&lang=it');
  });

  it('the review request and the newsletter confirmation', () => {
    const review = reviewRequestEmail({
      locale: 'en',
      guestName: 'John',
      experience: 'Truffle Hunt',
      startsAt: DST_SPRING,
      reviewUrl: guestPageUrl(site, '/reviews/new', 'en', { booking: 41, token: 'tok-41' }),
    });
    expect(hrefs(review.html)).toEqual(['https://tenuta.example/reviews/new?booking=41&token=tok-41&lang=en']);
    const newsletter = newsletterConfirmEmail({
      locale: 'en',
      name: 'John',
      confirmUrl: guestPageUrl(site, '/newsletter/confirm', 'en', { token: 'conf_1' }),
      oneClickUnsubscribeUrl: `${site}/api/newsletter/unsubscribe?token=unsub_1`,
    });
    expect(hrefs(newsletter.html)).toContain('https://tenuta.example/newsletter/confirm?token=conf_1&lang=en');
  });

  it('the cancellation’s “book again” link leads to the same kind of experience, in the guest’s language', () => {
    const mail = bookingCancelledEmail({
      locale: 'en',
      booking: sampleBooking({ locale: 'en', status: 'cancelled', category: 'WINE' }),
      refund: { percent: 100, amountCents: 0, nothingCharged: true },
      bookAgainUrl: bookAgainUrl(site, 'WINE', 'en'),
    });
    expect(hrefs(mail.html)).toContain('https://tenuta.example/wine-tasting?lang=en');
  });
});
