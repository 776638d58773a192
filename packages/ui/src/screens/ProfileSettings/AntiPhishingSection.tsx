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
  return (
    <SecuritySettingsCard
      title={texts.title}
      lead={texts.lead}
      loadingLabel={texts.loading}
      settings={settings}
      onRetry={onRetry}
      notice={flow.notice}
    >
      {(data) => <PhraseForm current={data.anti_phishing_phrase} flow={flow} />}
    </SecuritySettingsCard>
  );
}

function PhraseForm({ current, flow }: { current: string | null; flow: AntiPhishingFlowProps }) {
  const form = useForm<{ phrase: string }, 'phrase'>({
    initialValues: { phrase: '' },
    validate: ({ phrase }) => (phrase.trim().length < 4 ? { phrase: texts.tooShort } : {}),
    onSubmit: ({ phrase }) => flow.onSave(phrase.trim()),
  });
  return (
    <>
      <p className={styles.statusRow}>
        <span className={styles.statusName}>{texts.current}:</span>{' '}
        <span>{current ?? texts.notSet}</span>
      </p>
      <form className={styles.idleForm} aria-label={texts.title} {...form.formProps}>
        <TextField
          label={texts.field}
          name="anti_phishing_phrase"
          autoComplete="off"
          maxLength={32}
          hint={texts.hint}
          {...form.field('phrase')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={form.busy} busyLabel={texts.saving}>
            {texts.save}
          </Button>
          {current !== null && (
            <Button
              variant="secondary"
              busy={flow.removing}
              busyLabel={texts.removing}
              onClick={() => void flow.onRemove()}
            >
              {texts.remove}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
