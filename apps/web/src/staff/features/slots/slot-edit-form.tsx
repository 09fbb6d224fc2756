import { useState, type FormEvent } from 'react';
import { tourLanguages, type StaffSlot, type StaffSlotUpdateRequest } from '@tenuta/contracts';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useSlotMutations } from './api.ts';
import styles from './calendar.module.css';
import { centsToEuroInput, euroToCents } from '../../../ui/euro-input.ts';
import { SlotError } from './slot-error.tsx';
import { languageName } from './slot-text.ts';

type PriceKey = 'truffle_price_cents' | 'truffle_vip_upgrade_price_cents' | 'wine_price_cents' | 'wine_vip_upgrade_price_cents';

/** The price fields a slot of this category has: base price required, VIP optional (empty: no upgrade). */
const priceFields = (category: StaffSlot['category']): { key: PriceKey; required: boolean }[] => [
  ...(category !== 'WINE'
    ? [
        { key: 'truffle_price_cents' as const, required: true },
        { key: 'truffle_vip_upgrade_price_cents' as const, required: false },
      ]
    : []),
  ...(category !== 'TRUFFLE'
    ? [
        { key: 'wine_price_cents' as const, required: true },
        { key: 'wine_vip_upgrade_price_cents' as const, required: false },
      ]
    : []),
];

/**
 * Capacity, prices, languages (only what changed is sent), and open/close. The server refuses
 * a capacity below the seats taken under the slot's lock; bookings and holds keep their prices.
 */
export function SlotEditForm({ slot }: { slot: StaffSlot }) {
  const { t, i18n } = useStaffT('staffSlots');
  const { update } = useSlotMutations();
  const [priceErrors, setPriceErrors] = useState<Partial<Record<PriceKey, string>>>({});
  const [saved, setSaved] = useState<string | null>(null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved(null);
    const f = new FormData(e.currentTarget);
    const body: StaffSlotUpdateRequest = {};
    const capacity = Number(f.get('capacity'));
    if (capacity !== slot.capacity_total) body.capacity = capacity;
    const errors: Partial<Record<PriceKey, string>> = {};
    for (const { key, required } of priceFields(slot.category)) {
      const raw = String(f.get(key) ?? '').trim();
      const cents = raw === '' ? null : euroToCents(raw);
      if (raw !== '' && cents === null) errors[key] = t('form.badAmount');
      else if (cents === null && required) errors[key] = t('form.required');
      else if (cents !== slot[key]) body[key] = cents;
    }
    setPriceErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const languages = tourLanguages.filter((l) => f.get(`lang-${l}`) === 'on');
    if (languages.join() !== slot.languages.join()) body.languages = languages;
    if (Object.keys(body).length === 0) {
      setSaved(t('edit.nothing'));
      return;
    }
    update.mutate({ id: slot.id, body }, { onSuccess: () => setSaved(t('edit.saved')) });
  };

  const toggle = () => {
    setSaved(null);
    update.mutate({ id: slot.id, body: { is_active: !slot.is_active } }, { onSuccess: (s) => setSaved(s.is_active ? t('edit.reopened') : t('edit.closedDone')) });
  };

  return (
    <section className={styles.section} aria-labelledby="slot-edit-title">
      <h3 id="slot-edit-title" className={styles.sectionTitle}>
        {t('edit.title')}
      </h3>
      <form className={ui.stack} onSubmit={submit} noValidate>
        <div className={`${ui.grid2} ${styles.formGrid}`}>
          <Field label={t('form.capacity')} hint={t('edit.capacityHint', { taken: slot.seats_booked + slot.seats_held })}>
            <input className={ui.input} name="capacity" type="number" min={1} max={500} required defaultValue={slot.capacity_total} inputMode="numeric" />
          </Field>
          {priceFields(slot.category).map(({ key, required }) => (
            <Field key={key} label={t(`form.${key}`)} hint={required ? undefined : t('form.vipHint')} error={priceErrors[key] ?? null}>
              <input className={ui.input} name={key} inputMode="decimal" autoComplete="off" defaultValue={centsToEuroInput(slot[key], i18n.language)} />
            </Field>
          ))}
        </div>
        <fieldset className={styles.checks}>
          <legend>{t('form.languages')}</legend>
          {tourLanguages.map((l) => (
            <label key={l}>
              <input type="checkbox" name={`lang-${l}`} defaultChecked={slot.languages.includes(l)} />
              {languageName(l)}
            </label>
          ))}
        </fieldset>
        <p className={ui.muted}>{t('edit.pricesKept')}</p>
        <SlotError error={update.error} taken={{ booked: slot.seats_booked, held: slot.seats_held }} />
        {saved ? (
          <p role="status" className={ui.alertSuccess}>
            {saved}
          </p>
        ) : null}
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={update.isPending}>
            {t('edit.save')}
          </button>
          <button type="button" className={ui.button} onClick={toggle} disabled={update.isPending}>
            {slot.is_active ? t('edit.close') : t('edit.reopen')}
          </button>
        </div>
        <p className={ui.hint}>{slot.is_active ? t('edit.closeHint') : t('edit.reopenHint')}</p>
      </form>
    </section>
  );
}
