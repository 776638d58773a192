import type { ReactNode } from 'react';
import type { LoadStatus, SecuritySettings } from '@tp/api';
import { Card } from '../../widgets/Card';
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import { LoadError, LoadingFrame, Placeholder } from '../shared/Section';
import * as styles from './SecuritySections.css';

export interface SecuritySettingsCardProps {
  title: string;
  lead: string;
  /** The loading frame's accessible name. */
  loadingLabel: string;
  /** What the frame holds while loading, above its placeholder line (a field's label). */
  loadingLabelLine?: ReactNode;
  settings: LoadStatus<SecuritySettings>;
  onRetry: () => void;
  notice: NoticeControl;
  /** The card's form, once the settings are loaded. */
  children: (settings: SecuritySettings) => ReactNode;
}

/** A card of one security setting read from GET /auth/security/: loading, failed with Try Again, or its form. */
export function SecuritySettingsCard(props: SecuritySettingsCardProps) {
  const { title, lead, loadingLabel, loadingLabelLine, settings, onRetry, notice, children } =
    props;
  return (
    <Card title={title}>
      <div className={styles.section}>
        <p className={styles.lead}>{lead}</p>
        <LiveNotice control={notice} />
        {settings.kind === 'loading' ? (
          <LoadingFrame label={loadingLabel} className={styles.idleForm}>
            {loadingLabelLine}
            <p className={styles.frameLine}>
              <Placeholder />
            </p>
          </LoadingFrame>
        ) : settings.kind === 'error' ? (
          <LoadError message={settings.message} retrying={settings.retrying} onRetry={onRetry} />
        ) : (
          children(settings.data)
        )}
      </div>
    </Card>
  );
}
