import { useState, type FormEvent } from 'react';
import type { StaffBookingDetail, StaffBookingGuestRequest } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import type { useDeskChanges } from './api.ts';
import { DeskError } from './desk-error.tsx';
import { GuestFields, type GuestValue } from './guest-fields.tsx';

/** Correct the guest's name, e-mail, phone or e-mail language; only what changed is sent. */
export function GuestDialog({ booking: b, onClose, guest }: { booking: StaffBookingDetail; onClose: () => void; guest: ReturnType<typeof useDeskChanges>['guest'] }) {
  const { t } = useStaffT('staffDesk');
  const { t: ts } = useStaffT();
  const before: GuestValue = { name: b.guest.name ?? '', email: b.guest.email ?? '', phone: b.guest.phone ?? '', locale: b.guest.locale };
  const [value, setValue] = useState<GuestValue>(before);
  const changes: StaffBookingGuestRequest = {
    ...(value.name.trim() !== before.name ? { name: value.name.trim() } : {}),
    ...(value.email.trim() !== before.email ? { email: value.email.trim() || null } : {}),
    ...(value.phone.trim() !== before.phone ? { phone: value.phone.trim() || null } : {}),
    ...(value.locale !== before.locale ? { locale: value.locale } : {}),
  };
  const nothing = Object.keys(changes).length === 0;
  const nameError = value.name.trim().length < 2 ? t('check.name') : null;
  const close = () => {
    guest.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (nothing || nameError) return;
    guest.mutate(changes, { onSuccess: close });
  };
  return (
    <Dialog open title={t('guestDialog.title')} onClose={close} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit} noValidate>
        <p className={ui.muted}>{t('guestDialog.help')}</p>
        <GuestFields value={value} onChange={setValue} errors={{ name: nameError }} />
        <DeskError error={guest.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={guest.isPending || nothing || Boolean(nameError)}>
            {guest.isPending ? t('form.working') : t('guestDialog.confirm')}
          </button>
          <button type="button" className={ui.ghost} onClick={close}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
