import { useLingui } from '@lingui/react/macro';
import type { LoadStatus, SecuritySettings } from '@tp/api';
import { useForm, type SubmitResult } from '../../forms';
import { Button } from '../../widgets/Button';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { TextField } from '../../widgets/TextField';
import { SecuritySettingsCard } from './SecuritySettingsCard';
import { antiPhishingTexts as texts } from './antiPhishingTexts';
import * as styles from './SecuritySections.css';

type Answer<T> = T | Promise<T>;

export interface AntiPhishingFlowProps {
  notice: NoticeControl;
  /** Saves the phrase (through the step-up gate); answers a refusal for the field, 'reset' once saved. */
  onSave: (phrase: string) => Answer<SubmitResult<'phrase'>>;
  onRemove: () => Answer<void>;
  /** Remove is in flight. */
  removing: boolean;
}

export interface AntiPhishingSectionProps extends AntiPhishingFlowProps {
  settings: LoadStatus<SecuritySettings>;
  onRetry: () => void;
}

/** D16: the owner's phrase that heads every e-mail we send, set and removed through the step-up. */
export function AntiPhishingSection({ settings, onRetry, ...flow }: AntiPhishingSectionProps) {
  const { i18n } = useLingui();
  return (
    <SecuritySettingsCard
      title={i18n._(texts.title)}
      lead={i18n._(texts.lead)}
      loadingLabel={i18n._(texts.loading)}
      settings={settings}
      onRetry={onRetry}
      notice={flow.notice}
    >
      {(data) => <PhraseForm current={data.anti_phishing_phrase} flow={flow} />}
    </SecuritySettingsCard>
  );
}

function PhraseForm({ current, flow }: { current: string | null; flow: AntiPhishingFlowProps }) {
  const { i18n } = useLingui();
  const form = useForm<{ phrase: string }, 'phrase'>({
    initialValues: { phrase: '' },
    validate: ({ phrase }) => (phrase.trim().length < 4 ? { phrase: i18n._(texts.tooShort) } : {}),
    onSubmit: ({ phrase }) => flow.onSave(phrase.trim()),
  });
  return (
    <>
      <p className={styles.statusRow}>
        <span className={styles.statusName}>{i18n._(texts.current)}:</span>{' '}
        <span>{current ?? i18n._(texts.notSet)}</span>
      </p>
      <form className={styles.idleForm} aria-label={i18n._(texts.title)} {...form.formProps}>
        <TextField
          label={i18n._(texts.field)}
          name="anti_phishing_phrase"
          autoComplete="off"
          maxLength={32}
          hint={i18n._(texts.hint)}
          {...form.field('phrase')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={form.busy} busyLabel={i18n._(texts.saving)}>
            {i18n._(texts.save)}
          </Button>
          {current !== null && (
            <Button
              variant="secondary"
              busy={flow.removing}
              busyLabel={i18n._(texts.removing)}
              onClick={() => void flow.onRemove()}
            >
              {i18n._(texts.remove)}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
