import { useLingui } from '@lingui/react/macro';
import type { LoadStatus, SecuritySettings } from '@tp/api';
import { useForm, type SubmitResult } from '../../forms';
import { Button } from '../../widgets/Button';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { Select } from '../../widgets/Select';
import { SecuritySettingsCard } from './SecuritySettingsCard';
import { idleTimeoutOptions, minutesOfChoice } from './idleTimeoutOptions';
import { idleTimeoutTexts as texts, sectionTitles } from './profileSettingsTexts';
import * as styles from './SecuritySections.css';

type Answer<T> = T | Promise<T>;

/** The field the server may refuse (`idle_timeout_minutes`). */
export type IdleTimeoutField = 'minutes';

export interface IdleTimeoutFlowProps {
  /** The outcome beside the setting, from `useNotice()`. */
  notice: NoticeControl;
  /** Saves the chosen minutes (through the step-up gate); answers a refusal for the field, or nothing. */
  onSave: (minutes: number) => Answer<SubmitResult<IdleTimeoutField>>;
}

export interface IdleTimeoutSectionProps extends IdleTimeoutFlowProps {
  settings: LoadStatus<SecuritySettings>;
  onRetry: () => void;
}

/** D15: how long a session may sit idle (5 minutes to 12 hours), saved with its own button. */
export function IdleTimeoutSection({ settings, onRetry, ...flow }: IdleTimeoutSectionProps) {
  const { i18n } = useLingui();
  return (
    <SecuritySettingsCard
      title={i18n._(sectionTitles.idleTimeout)}
      lead={i18n._(texts.lead)}
      loadingLabel={i18n._(texts.loading)}
      loadingLabelLine={<p className={styles.statusName}>{i18n._(texts.field)}</p>}
      settings={settings}
      onRetry={onRetry}
      notice={flow.notice}
    >
      {(data) => <IdleTimeoutForm current={data.idle_timeout_minutes} onSave={flow.onSave} />}
    </SecuritySettingsCard>
  );
}

/** Mounted once the settings are loaded, so the select starts on the saved value. */
function IdleTimeoutForm({
  current,
  onSave,
}: {
  current: number;
  onSave: IdleTimeoutFlowProps['onSave'];
}) {
  const { i18n } = useLingui();
  const form = useForm<{ minutes: string }, IdleTimeoutField>({
    initialValues: { minutes: String(current) },
    onSubmit: ({ minutes }) => {
      const chosen = minutesOfChoice(minutes, current);
      return chosen === null ? undefined : onSave(chosen);
    },
  });
  return (
    <form
      className={styles.idleForm}
      aria-label={i18n._(sectionTitles.idleTimeout)}
      {...form.formProps}
    >
      <Select
        label={i18n._(texts.field)}
        name="idle_timeout_minutes"
        options={idleTimeoutOptions(current).map(({ value, label }) => ({
          value,
          label: i18n._(label),
        }))}
        {...form.field('minutes')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={form.busy} busyLabel={i18n._(texts.saving)}>
          {i18n._(texts.save)}
        </Button>
      </div>
    </form>
  );
}
