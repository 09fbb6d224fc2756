import { useRef, useState } from 'react';
import type { StaffBookingDetail } from '@tenuta/contracts';
import ui from '../../../ui/ui.module.css';
import { useStaffAuth } from '../../app/auth.tsx';
import { useStaffT } from '../../i18n/index.ts';
import { useDeskChanges } from './api.ts';
import styles from './desk-bookings.module.css';
import { GuestDialog } from './guest-dialog.tsx';
import { PartyDialog } from './party-dialog.tsx';

/**
 * A booking's changes at the desk, on its detail page: its party (owner and manager: money
 * moves) and its guest's details (also the front desk). Shown only when the server would accept
 * them; it decides again.
 */
export function DeskBookingActions({ booking: b }: { booking: StaffBookingDetail }) {
  const { t } = useStaffT('staffDesk');
  const { can } = useStaffAuth();
  const changes = useDeskChanges(b.id);
  const [open, setOpen] = useState<'party' | 'guest' | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = (what: 'party' | 'guest') => {
    opener.current = document.activeElement as HTMLElement | null;
    setOpen(what);
  };
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  };
  const agency = b.channel.kind === 'reseller' || b.channel.kind === 'octo';
  const partyShown = can('bookings.write') && !agency && (b.status === 'confirmed' || b.status === 'paid') && b.actions.change_date.allowed;
  const guestShown = can('bookings.guest');
  if (!partyShown && !guestShown) return null;
  return (
    <div className={styles.toolbar}>
      {partyShown ? (
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => show('party')}>
          {t('actions.party')}
        </button>
      ) : null}
      {guestShown ? (
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => show('guest')}>
          {t('actions.guest')}
        </button>
      ) : null}
      {open === 'party' ? <PartyDialog booking={b} onClose={close} party={changes.party} /> : null}
      {open === 'guest' ? <GuestDialog booking={b} onClose={close} guest={changes.guest} /> : null}
    </div>
  );
}
