import type { ActivityEntry, LoadStatus } from '@tp/api';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { emptyStates } from '@tp/messages';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { Table, type TableColumn } from '../../widgets/Table';
import { accountInformationTexts as texts, activityColumnLabels } from './accountInformationTexts';
import { formatDateTime } from './formatAccountDate';
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import * as styles from './AccountInformation.css';
import { MaskedText } from '../../privacy';
import { placeName } from './placeAndDevice';

/** Spec 2 §3 and §9: Account Information keeps the 4 newest entries. */
export const ACCOUNT_ACTIVITY_LIMIT = 4;

/** The columns, their headers in the active language. */
const columnsOf = (i18n: Pick<I18n, '_'>): readonly TableColumn<ActivityEntry>[] => [
  {
    id: 'dateTime',
    header: i18n._(activityColumnLabels.dateTime),
    cell: (row) => (
      <time dateTime={row.timestamp} className={styles.nowrap}>
        {formatDateTime(row.timestamp) ?? row.timestamp}
      </time>
    ),
  },
  // One line per entry: on a phone the table scrolls in its own box rather than growing tall.
  {
    id: 'action',
    header: i18n._(activityColumnLabels.action),
    // D15: repeated failures are one entry with a count ("Failed Sign-In ×5").
    cell: (row) => (
      <span className={styles.nowrap}>
        {/* The server's name for what happened, in the user's language (D18). */}
        <MaskedText text={row.action} />
        {row.count ? ` ${texts.repeated(row.count)}` : null}
      </span>
    ),
  },
  {
    id: 'ipAddress',
    header: i18n._(activityColumnLabels.ipAddress),
    cell: (row) => <span className={styles.nowrap}>{row.ip_address}</span>,
  },
  {
    id: 'location',
    header: i18n._(activityColumnLabels.location),
    cell: (row) => <span className={styles.nowrap}>{placeName(row.location)}</span>,
  },
];

export interface AccountActivityProps {
  /** D3: the server's log, newest first. */
  activity: LoadStatus<readonly ActivityEntry[]>;
  onRetry: () => void;
  onRefresh: () => void;
  /** Refresh Activity is running. */
  refreshing?: boolean;
  notice: NoticeControl;
}

/** Spec 2 §2 Recent Account Activity: Date & Time, Action, IP Address, Location, with Refresh Activity. */
export function AccountActivity({
  activity,
  onRetry,
  onRefresh,
  refreshing = false,
  notice,
}: AccountActivityProps) {
  const { i18n } = useLingui();
  const rows = activity.kind === 'ready' ? activity.data.slice(0, ACCOUNT_ACTIVITY_LIMIT) : [];
  return (
    <Card
      title={i18n._(texts.activityTitle)}
      actions={
        <Button
          variant="secondary"
          size="sm"
          busy={refreshing}
          busyLabel={i18n._(texts.refreshing)}
          onClick={onRefresh}
        >
          {i18n._(texts.refreshActivity)}
        </Button>
      }
    >
      <div className={styles.section}>
        <LiveNotice control={notice} />
        <Table
          caption={i18n._(texts.activityTitle)}
          hideCaption
          columns={columnsOf(i18n)}
          rows={rows}
          getRowKey={(row) => String(row.id)}
          status={activity}
          emptyText={emptyStates.recentActivity}
          onRetry={onRetry}
          loadingLabel={i18n._(texts.loadingActivity)}
          loadingRows={ACCOUNT_ACTIVITY_LIMIT}
        />
      </div>
    </Card>
  );
}
