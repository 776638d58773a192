import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LoadStatus, Passkey } from '@tp/api';
import { useForm, type SubmitResult } from '../../forms';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { LazyConfirmDialog } from '../../widgets/Dialog';
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import { TextField } from '../../widgets/TextField';
import { LoadError, LoadingFrame, Placeholder } from '../shared/Section';
import { passkeyTexts as texts } from './passkeyTexts';
import * as styles from './SecuritySections.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

type Answer<T> = T | Promise<T>;

// Opens only after Remove: the dialog library loads then, not before the page's first paint.
const RemoveDialog = LazyConfirmDialog;

export interface PasskeysFlowProps {
  notice: NoticeControl;
  /** Creates a passkey on this device under `name` (through the step-up gate). */
  onAdd: (name: string) => Answer<SubmitResult<'name'>>;
  /** Removes one (through the step-up gate); resolves when done or refused. */
  onRemove: (passkey: Passkey) => Answer<void>;
  /** The id being removed, if any. */
  removing: string | null;
  /** False when the browser has no WebAuthn: nothing can be added here. */
  supported: boolean;
}

export interface PasskeysSectionProps extends PasskeysFlowProps {
  passkeys: LoadStatus<readonly Passkey[]>;
  onRetry: () => void;
}

/** D15: the account's passkeys, each with when it was added and last used, and Remove; Add a passkey. */
export function PasskeysSection({ passkeys, onRetry, ...flow }: PasskeysSectionProps) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState<Passkey | null>(null);
  const form = useForm<{ name: string }, 'name'>({
    initialValues: { name: '' },
    validate: ({ name }) => (name.trim() === '' ? { name: i18n._(texts.nameRequired) } : {}),
    onSubmit: ({ name }) => flow.onAdd(name.trim()),
  });
  return (
    <Card title={i18n._(texts.title)}>
      <div className={styles.section}>
        <p className={styles.lead}>{i18n._(texts.lead)}</p>
        <LiveNotice control={flow.notice} />
        {passkeys.kind === 'loading' ? (
          <LoadingFrame label={i18n._(texts.loading)} className={styles.section}>
            <p className={styles.frameLine}>
              <Placeholder />
            </p>
          </LoadingFrame>
        ) : passkeys.kind === 'error' ? (
          <LoadError message={passkeys.message} retrying={passkeys.retrying} onRetry={onRetry} />
        ) : passkeys.data.length === 0 ? (
          <p className={styles.stepText}>{i18n._(texts.none)}</p>
        ) : (
          <ul className={styles.facts} aria-label={i18n._(texts.listLabel)}>
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className={styles.passkey}>
                <span className={styles.statusName}>{passkey.name}</span>
                <span className={styles.lead}>
                  {i18n._(texts.added(passkey.created_at))} ·{' '}
                  {i18n._(texts.lastUsed(passkey.last_used_at))}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  busy={flow.removing === passkey.id}
                  busyLabel={i18n._(texts.removing)}
                  onClick={() => setConfirming(passkey)}
                >
                  {i18n._(texts.removeLabel)}
                  <span className={visuallyHidden}> {passkey.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {passkeys.kind !== 'ready' ? null : flow.supported ? (
          <form className={styles.idleForm} aria-label={i18n._(texts.add)} {...form.formProps}>
            <TextField
              label={i18n._(texts.nameField)}
              name="passkey_name"
              autoComplete="off"
              hint={i18n._(texts.nameHint)}
              {...form.field('name')}
            />
            <div className={styles.actions}>
              <Button
                type="submit"
                variant="primary"
                busy={form.busy}
                busyLabel={i18n._(texts.adding)}
              >
                {i18n._(texts.add)}
              </Button>
            </div>
          </form>
        ) : (
          <p className={styles.stepText}>{i18n._(texts.unsupported)}</p>
        )}
      </div>
      {confirming && (
        <RemoveDialog
          open
          title={i18n._(texts.confirmTitle)}
          description={i18n._(texts.confirmDescription(confirming.name))}
          confirmLabel={i18n._(texts.removeLabel)}
          busyLabel={i18n._(texts.removing)}
          confirmVariant="danger"
          busy={flow.removing === confirming.id}
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            await flow.onRemove(confirming);
            setConfirming(null);
          }}
        />
      )}
    </Card>
  );
}
