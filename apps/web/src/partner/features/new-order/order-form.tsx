import { useMutation } from '@tanstack/react-query';
import type { PartnerOrder } from '@tenuta/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { isPartnerApiError, partnerApi } from '../../app/api.ts';
import { partnerErrorText } from '../../components/error-notice.tsx';
import { money } from '../../components/format.ts';
import { partnerLocale, usePartnerT, type PartnerLocale } from '../../i18n/index.ts';
import { useBasket } from './basket.tsx';
import { GuestLanguageField } from './guest-language-field.tsx';
import styles from './new-order.module.css';

interface Placed {
  status: 'completed' | 'payment_required';
  orders: PartnerOrder[];
  payment_url: string | null;
}

interface Credit {
  limit_cents: number;
  used_cents: number;
  order_cents: number;
}

const creditOf = (e: unknown): Credit | null => (isPartnerApiError(e) && e.code === 'credit_limit_exceeded' ? ((e.body.credit as Credit | undefined) ?? null) : null);

/** The guest the order is for, the agency's own reference, and placing it. */
export function OrderForm({ disabled }: { disabled: boolean }) {
  const { t } = usePartnerT('partnerOrders');
  const basket = useBasket();
  const navigate = useNavigate();
  const [guest, setGuest] = useState({ name: '', phone: '', email: '', reference: '', notes: '' });
  // The guest's language, the agency user's own by default.
  const [guestLocale, setGuestLocale] = useState<PartnerLocale>(partnerLocale);
  const set = (key: keyof typeof guest) => (e: { target: { value: string } }) => setGuest((g) => ({ ...g, [key]: e.target.value }));

  const place = useMutation({
    mutationFn: () =>
      partnerApi<{ data: Placed }>('/orders', {
        method: 'POST',
        body: {
          cart_id: basket.cart?.cart_id,
          guest_name: guest.name.trim(),
          guest_phone: guest.phone.trim(),
          ...(guest.email.trim() ? { guest_email: guest.email.trim() } : {}),
          ...(guest.reference.trim() ? { reference: guest.reference.trim() } : {}),
          ...(guest.notes.trim() ? { notes: guest.notes.trim() } : {}),
          locale: guestLocale,
        },
      }).then((r) => r.data),
    onSuccess: async (placed) => {
      if (placed.status === 'payment_required' && placed.payment_url) {
        // The card payment page; it comes back to the orders (paid) or to this page (cancelled).
        window.location.assign(placed.payment_url);
        return;
      }
      await basket.refresh();
      const [first] = placed.orders;
      if (placed.orders.length === 1 && first) navigate(`/partner/orders/${first.id}`, { state: { placed: true } });
      else navigate(`/partner/orders?placed=${placed.orders.length}`);
    },
    onError: () => void basket.refresh(),
  });

  const ready = !disabled && guest.name.trim().length >= 2 && guest.phone.trim().length >= 5 && (guest.email.trim() === '' || /^\S+@\S+\.\S+$/.test(guest.email.trim()));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !place.isPending) place.mutate();
  };
  const credit = creditOf(place.error);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="partner-guest-title">
      <h2 id="partner-guest-title" className={styles.formTitle}>
        {t('newOrder.guestTitle')}
      </h2>
      <div className={styles.formGrid}>
        <Field label={t('newOrder.guestName')}>
          <input className={ui.input} autoComplete="off" required minLength={2} maxLength={120} value={guest.name} onChange={set('name')} />
        </Field>
        <Field label={t('newOrder.guestPhone')}>
          <input className={ui.input} type="tel" autoComplete="off" required minLength={5} maxLength={40} value={guest.phone} onChange={set('phone')} />
        </Field>
        <Field label={t('newOrder.guestEmail')} hint={t('newOrder.guestEmailHint')}>
          <input className={ui.input} type="email" autoComplete="off" maxLength={254} value={guest.email} onChange={set('email')} />
        </Field>
        <Field label={t('newOrder.reference')} hint={t('newOrder.referenceHint')}>
          <input className={ui.input} autoComplete="off" maxLength={60} value={guest.reference} onChange={set('reference')} />
        </Field>
      </div>
      <GuestLanguageField value={guestLocale} onChange={setGuestLocale} />
      <Field label={t('newOrder.notes')}>
        <textarea className={ui.input} rows={3} maxLength={1000} value={guest.notes} onChange={set('notes')} />
      </Field>
      {credit ? (
        <div role="alert" className={ui.alertError}>
          <p className={styles.alertTitle}>{t('newOrder.credit.title')}</p>
          <p>{t('newOrder.credit.text', { limit: money(credit.limit_cents), used: money(credit.used_cents), order: money(credit.order_cents) })}</p>
          <p>{t('newOrder.credit.next', { available: money(Math.max(0, credit.limit_cents - credit.used_cents)) })}</p>
        </div>
      ) : place.error ? (
        <p role="alert" className={ui.alertError}>
          {partnerErrorText(t, place.error)}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.place}`} disabled={!ready || place.isPending}>
        {place.isPending ? t('newOrder.placing') : t('newOrder.place')}
      </button>
      {disabled ? <p className={ui.muted}>{t('newOrder.chooseFirst')}</p> : null}
    </form>
  );
}
