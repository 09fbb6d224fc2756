import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { StaffDeskSlot, StaffNewBookingRequest, StaffNewBookingResponse } from '@tenuta/contracts';
import { monthOf } from '@tenuta/core/rome-time';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { formatDay, formatMoney, languageName, romeToday } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import { SlotPicker, type PickableSlot } from '../bookings/slot-picker.tsx';
import { useCreateBooking, useDeskSlots } from './api.ts';
import { DeskError } from './desk-error.tsx';
import styles from './desk-bookings.module.css';
import { GuestFields, type GuestValue } from './guest-fields.tsx';
import { PartyFields, type PartyValue } from './party-fields.tsx';
import { PaymentFields, type PaymentValue } from './payment-fields.tsx';

type Category = 'TRUFFLE' | 'WINE';
const cents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));
/** A slot's price per adult for the category, in cents (what the site shows; the server prices the booking). */
const unitOf = (s: StaffDeskSlot, c: Category) => cents(c === 'TRUFFLE' ? s.truffle_price : s.wine_price);

/** What the desk may start from: a slot chosen in the calendar (its id, category and day). */
export interface NewBookingStart {
  category?: Category;
  slotId?: number;
  date?: string;
}

/**
 * A booking for a guest on the phone, at the desk or a group by e-mail: the experience, the
 * party, a day and time on the public calendar (what staff can book now, also past the online
 * cut-off), the guest, and how it is paid. The server prices it and checks the seats again.
 */
export function NewBookingForm({ start, onCreated }: { start: NewBookingStart; onCreated: (r: StaffNewBookingResponse['data']) => void }) {
  const { t, i18n } = useStaffT('staffDesk');
  const locale = i18n.language === 'en' ? 'en' : 'it';
  const [category, setCategory] = useState<Category>(start.category ?? 'TRUFFLE');
  const [month, setMonth] = useState(monthOf(start.date ?? romeToday()));
  const [slotId, setSlotId] = useState<number | null>(start.slotId ?? null);
  const [party, setParty] = useState<PartyValue>({ adults: 2, children: 0, vip: false });
  const [language, setLanguage] = useState('');
  const [guest, setGuest] = useState<GuestValue>({ name: '', email: '', phone: '', locale: locale });
  const [notes, setNotes] = useState('');
  const [payment, setPayment] = useState<PaymentValue>({ kind: 'on_site', hours: 24, partnerId: null, reference: '' });
  const [tried, setTried] = useState(false);
  const desk = useDeskSlots(category, month);
  // The picker opens on a chosen slot's day once the first answer is in; later loads only show as "loading" (focus stays in the calendar).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!desk.isPending) setReady(true);
  }, [desk.isPending]);
  const create = useCreateBooking();
  const people = party.adults + party.children;

  const byId = useMemo(() => new Map(desk.slots.map((s) => [s.id, s])), [desk.slots]);
  const slot: StaffDeskSlot | undefined = slotId === null ? undefined : byId.get(slotId);
  const unit = (s: StaffDeskSlot) => unitOf(s, category);
  const vipPrice = slot ? cents(category === 'TRUFFLE' ? slot.truffle_vip_upgrade_price : slot.wine_vip_upgrade_price) : null;
  const vipOffered = Boolean(slot && vipPrice !== null && (category === 'WINE' ? !slot.is_vip_blocked : slot.is_virgin));
  const pickable = useMemo<PickableSlot[]>(
    () =>
      desk.slots
        .filter((s) => s.capacity_free >= Math.max(1, people))
        .map((s) => ({
          slotId: s.id,
          date: s.date,
          startTime: s.start_time,
          endTime: s.end_time,
          freeSeats: s.capacity_free,
          note: [
            s.experience_title[locale],
            unitOf(s, category) !== null ? t('slot.perAdult', { price: formatMoney(unitOf(s, category)!) }) : null,
            s.languages.join(' · '),
            s.online_closed ? t('slot.onlineClosed') : null,
          ]
            .filter(Boolean)
            .join(' · '),
        })),
    [desk.slots, people, locale, t, category],
  );

  const errors = {
    name: tried && guest.name.trim().length < 2 ? t('check.name') : null,
    email: tried && payment.kind === 'payment_link' && !guest.email.trim() ? t('check.email') : null,
    partner: tried && payment.kind === 'on_account' && payment.partnerId === null ? t('check.partner') : null,
    slot: tried && !slot ? t('check.slot') : null,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!slot || Object.values(errors).some(Boolean) || guest.name.trim().length < 2) return;
    if (payment.kind === 'payment_link' && !guest.email.trim()) return;
    if (payment.kind === 'on_account' && payment.partnerId === null) return;
    const body: StaffNewBookingRequest = {
      slot_id: slot.id,
      category: slot.category === 'CHOICE' ? category : 'NONE',
      adults: party.adults,
      children: party.children,
      vip: party.vip && vipOffered,
      ...(language ? { language } : {}),
      guest: { name: guest.name.trim(), email: guest.email.trim() || null, phone: guest.phone.trim() || null, locale: guest.locale },
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      payment:
        payment.kind === 'on_account'
          ? { kind: 'on_account', partner_id: payment.partnerId!, ...(payment.reference.trim() ? { reference: payment.reference.trim() } : {}) }
          : payment.kind === 'payment_link'
            ? { kind: 'payment_link', hours: payment.hours }
            : { kind: 'on_site' },
    };
    create.mutate(body, { onSuccess: onCreated });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby="desk-form-help">
      <p id="desk-form-help" className={ui.muted}>
        {t('form.help')}
      </p>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.experience')}</legend>
        <div className={styles.options}>
          {(['TRUFFLE', 'WINE'] as const).map((c) => (
            <label key={c} className={styles.option}>
              <input
                type="radio"
                name="desk-category"
                value={c}
                checked={category === c}
                onChange={() => {
                  setCategory(c);
                  setSlotId(null);
                  setParty((p) => ({ ...p, vip: false }));
                }}
              />
              <span className={styles.optionTitle}>{t(`form.${c}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <PartyFields value={party} onChange={setParty} vipOffered={vipOffered} vipHint={vipPrice !== null ? t('party.vipPrice', { price: formatMoney(vipPrice) }) : undefined} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.when')}</legend>
        <DeskError error={desk.error} />
        {!ready ? (
          <p className={ui.muted}>{t('form.loadingSlots')}</p>
        ) : (
          <SlotPicker
            key={category}
            loading={desk.isPending}
            slots={pickable}
            value={slot ? slot.id : null}
            onChange={(s) => {
              setSlotId(s?.slotId ?? null);
              setLanguage('');
            }}
            legend={t('form.times')}
            navLabel={t('form.months')}
            month={month}
            onMonthChange={setMonth}
          />
        )}
        {errors.slot ? <p className={ui.fieldError}>{errors.slot}</p> : null}
        {slot && slot.languages.length > 1 ? (
          <Field label={t('form.language')}>
            <select className={ui.input} value={language} onChange={(e) => setLanguage(e.target.value)}>
              <option value="">{languageName(slot.languages[0]!)}</option>
              {slot.languages.slice(1).map((l) => (
                <option key={l} value={l}>
                  {languageName(l)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </fieldset>
      <GuestFields value={guest} onChange={setGuest} emailRequired={payment.kind === 'payment_link'} errors={errors} />
      <Field label={t('form.notes')} hint={t('form.notesHint')}>
        <textarea className={`${ui.input} ${styles.textarea}`} value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
      </Field>
      <PaymentFields value={payment} onChange={setPayment} partnerError={errors.partner} />
      {slot && unit(slot) !== null ? (
        <p className={styles.summary} role="status">
          {t('form.summary', {
            people: t('form.people', { count: people }),
            experience: slot.experience_title[locale],
            date: formatDay(slot.date),
            time: slot.start_time,
            price: formatMoney(unit(slot)!),
          })}
        </p>
      ) : null}
      <DeskError error={create.error} />
      <div className={ui.row}>
        <button type="submit" className={ui.primary} disabled={create.isPending}>
          {create.isPending ? t('form.working') : t(`form.submit_${payment.kind}`)}
        </button>
      </div>
    </form>
  );
}
