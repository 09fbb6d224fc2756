import type { StaffPartnerContract, StaffPartnerDetail } from '@tenuta/contracts';
import { DataTable, type ColumnDef } from '../../../ui/data-table.tsx';
import { formatDateTime } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { termsLines } from './partner-cards.tsx';
import styles from './partners.module.css';

const stateClass: Record<StaffPartnerContract['state'], string | undefined> = { in_force: ui.badgeGood, scheduled: ui.badgeWarn, past: ui.badge };

/** Every dated row of terms, the newest first: when it starts, its state, the terms, who set them and why. */
export function ContractHistory({ partner }: { partner: StaffPartnerDetail }) {
  const { t } = useStaffT('staffPartners');
  const columns: ColumnDef<StaffPartnerContract, unknown>[] = [
    {
      accessorKey: 'valid_from',
      header: t('history.from'),
      cell: (c) => (
        <span className={styles.badges}>
          <span className={styles.nowrap}>{formatDateTime(c.row.original.valid_from)}</span>
          <span className={stateClass[c.row.original.state]}>{t(`history.state.${c.row.original.state}`)}</span>
        </span>
      ),
    },
    {
      id: 'terms',
      header: t('history.terms'),
      enableSorting: false,
      cell: (c) => (
        <ul className={styles.termsList}>
          {termsLines(t, c.row.original, partner.partner_type).map(([k, v]) => (
            <li key={k}>
              <span>{k}:</span> {v}
            </li>
          ))}
        </ul>
      ),
    },
    {
      accessorKey: 'note',
      header: t('history.note'),
      enableSorting: false,
      // The first terms, written when the partner signed up, have neither note nor author: say what they are.
      cell: (c) => c.row.original.note ?? (c.row.original.created_by ? '—' : t('history.atSignUp')),
    },
    {
      id: 'by',
      header: t('history.by'),
      accessorFn: (c) => c.created_at,
      cell: (c) => (
        <>
          {c.row.original.created_by?.name ?? '—'}
          <span className={styles.sub}>{formatDateTime(c.row.original.created_at)}</span>
        </>
      ),
    },
  ];
  return <DataTable caption={t('history.title')} columns={columns} data={partner.contracts} rowKey={(c) => c.id} empty={t('history.empty')} urlPrefix="c" pageSize={20} />;
}
