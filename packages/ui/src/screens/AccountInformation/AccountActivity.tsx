import type { ActivityEntry, LoadStatus } from '@tp/api';
import { emptyStates } from '@tp/messages';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { Table, type TableColumn } from '../../widgets/Table';
import { accountInformationTexts as texts, activityColumnLabels } from './accountInformationTexts';
import { formatDateTime } from './formatAccountDate';
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import * as styles from './AccountInformation.css';

/** Spec 2 §3 and §9: Account Information keeps the 4 newest entries. */
export const ACCOUNT_ACTIVITY_LIMIT = 4;

const columns: readonly TableColumn<ActivityEntry>[] = [
  {
    id: 'dateTime',
    header: activityColumnLabels.dateTime,
    cell: (row) => (
      <time dateTime={row.timestamp} className={styles.nowrap}>
        {formatDateTime(row.timestamp) ?? row.timestamp}
      </time>
    ),
  },
  // One line per entry: on a phone the table scrolls in its own box rather than growing tall.
  {
    id: 'action',
    header: activityColumnLabels.action,
    // D15: repeated failures are one entry with a count ("Failed Sign-In ×5").
    cell: (row) => (
      <span className={styles.nowrap}>
        {row.action}
        {row.count ? ` ${texts.repeated(row.count)}` : null}
      </span>
    ),
  },
  {
    id: 'ipAddress',
    header: activityColumnLabels.ipAddress,
    cell: (row) => <span className={styles.nowrap}>{row.ip_address}</span>,
  },
  {
    id: 'location',
    header: activityColumnLabels.location,
    cell: (row) => <span className={styles.nowrap}>{row.location}</span>,
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
  const rows = activity.kind === 'ready' ? activity.data.slice(0, ACCOUNT_ACTIVITY_LIMIT) : [];
  return (
    <Card
      title={texts.activityTitle}
      actions={
        <Button
          variant="secondary"
          size="sm"
          busy={refreshing}
          busyLabel={texts.refreshing}
          onClick={onRefresh}
        >
          {texts.refreshActivity}
        </Button>
      }
    >
      <div className={styles.section}>
        <LiveNotice control={notice} />
        <Table
          caption={texts.activityTitle}
          hideCaption
          columns={columns}
          rows={rows}
          getRowKey={(row) => String(row.id)}
          status={activity}
          emptyText={emptyStates.recentActivity}
          onRetry={onRetry}
          loadingLabel={texts.loadingActivity}
          loadingRows={ACCOUNT_ACTIVITY_LIMIT}
        />
      </div>
    </Card>
  );
}
