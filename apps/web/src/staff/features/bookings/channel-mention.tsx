import type { SalesChannelName, StaffBookingChannel, StaffBookingRow, StaffSlotChannel } from '@tenuta/contracts';
import { salesChannel } from '@tenuta/contracts';
import type { ColumnDef } from '../../../ui/data-table.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './bookings.module.css';

type T = ReturnType<typeof useStaffT>['t'];

/** "Agency Langhe Tour · ref. LT-42", "Referred by Hotel Belvedere"; null for a direct booking. */
export function channelMention(t: T, c: Pick<StaffBookingChannel, 'kind' | 'partner' | 'reference'>): string | null {
  if (c.kind === 'direct' || !c.partner) return null;
  const partner = c.partner.name;
  if (c.kind === 'referrer') return t('mention.referrer', { partner });
  const key = c.kind === 'octo' ? 'octo' : 'agency';
  return c.reference ? t(`mention.${key}Ref`, { partner, reference: c.reference }) : t(`mention.${key}`, { partner });
}

/** How a referred booking was credited: "code HOTEL10", "link “Reception”". */
export function referralHow(t: T, r: NonNullable<StaffBookingChannel['referral']>): string {
  if (r.source === 'link') return r.link_label ? t('how.link', { label: r.link_label }) : t('how.linkUnnamed');
  return r.code ? t('how.code', { code: r.code }) : t('how.codeUnnamed');
}

/**
 * The booking's channel in one line, for the manifest, check-in and the guest card: the agency
 * (with its reference) or the referrer, and who pays when the agency does. Nothing for a direct booking.
 */
export function ChannelMention({ channel, payer = false, className }: { channel: StaffBookingChannel; payer?: boolean; className?: string | undefined }) {
  const { t } = useStaffT('staffChannel');
  const text = channelMention(t, channel);
  if (!text) return null;
  const agencyPays = channel.payer === 'agency_on_account' || channel.payer === 'agency_card';
  return (
    <span className={className ?? styles.sub} data-channel={channel.kind}>
      {text}
      {payer && agencyPays ? ` · ${t(`payer.${channel.payer}`)}` : ''}
    </span>
  );
}

/** The bookings list's channel column: the kind, then the partner and reference. */
export function useChannelColumn(): ColumnDef<StaffBookingRow, unknown> {
  const { t } = useStaffT('staffChannel');
  return {
    id: 'channel',
    header: t('column'),
    enableSorting: false,
    cell: (c) => {
      const ch = c.row.original.channel;
      return (
        <>
          {t(`kind.${ch.kind}`)}
          {ch.partner ? <span className={styles.sub}>{channelMention(t, ch)}</span> : null}
        </>
      );
    },
  };
}

/** The list's channel filter (a query parameter the server applies). */
export function ChannelFilter({ value, onChange, allLabel }: { value: string; onChange: (v: SalesChannelName | undefined) => void; allLabel: string }) {
  const { t } = useStaffT('staffChannel');
  return (
    <Field label={t('filter.label')}>
      <select className={ui.input} value={value} onChange={(e) => onChange((e.target.value || undefined) as SalesChannelName | undefined)}>
        <option value="">{allLabel}</option>
        {salesChannel.options.map((k) => (
          <option key={k} value={k}>
            {t(`kind.${k}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Today's slot: the agencies and referrers behind its bookings, with their people. */
export function SlotChannels({ channels, className }: { channels: StaffSlotChannel[]; className?: string | undefined }) {
  const { t } = useStaffT('staffChannel');
  const named = channels.filter((c) => c.partner);
  if (named.length === 0) return null;
  return (
    <p className={className}>
      {t('today.label')}:{' '}
      {named.map((c, i) => (
        <span key={`${c.kind}-${c.partner?.id}`} data-channel={c.kind}>
          {i > 0 ? ', ' : ''}
          {t(c.kind === 'referrer' ? 'today.referrer' : 'today.agency', { partner: c.partner?.name ?? '', people: c.people })}
        </span>
      ))}
    </p>
  );
}

export const isChannel = (v: string): v is SalesChannelName => (salesChannel.options as readonly string[]).includes(v);
