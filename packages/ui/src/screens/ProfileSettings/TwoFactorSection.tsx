import type { LoadStatus, SecuritySettings } from '@tp/api';
import { useEffect, useRef, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../format';
import type { SubmitResult } from '../../forms';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { LazyConfirmDialog } from '../../widgets/Dialog';
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import { LoadError, LoadingFrame, Placeholder } from '../shared/Section';
import { BackupCodes } from './BackupCodes';
import { sectionTitles, twoFactorTexts as texts } from './profileSettingsTexts';
import * as styles from './SecuritySections.css';
import { TotpSetupStep } from './TotpSetupStep';
import type { TwoFactorAction, TwoFactorStep } from './twoFactorFlow';

type Answer<T> = T | Promise<T>;

// Opens only after Turn off: the dialog library loads then, not before the page's first paint.
const TurnOffDialog = LazyConfirmDialog;

/** What the Screen's flow hands the section (the settings come with the page's other security section). */
export interface TwoFactorFlowProps {
  step: TwoFactorStep;
  /** The call in flight, shown on its button. */
  busy: TwoFactorAction | null;
  /** The "Turn off?" confirmation is open. */
  confirmingTurnOff: boolean;
  /** The outcome beside the section, from `useNotice()`. */
  notice: NoticeControl;
  onStart: () => void;
  /** Checks the app's current code: answers a refusal for the field, or nothing. */
  onEnable: (code: string) => Answer<SubmitResult<'code'>>;
  onCancelSetup: () => void;
  /** The backup codes are saved. */
  onDone: () => void;
  onRenew: () => void;
  /** Opens the confirmation. */
  onTurnOff: () => void;
  onTurnOffConfirm: () => void;
  onTurnOffCancel: () => void;
}

export interface TwoFactorSectionProps extends TwoFactorFlowProps {
  settings: LoadStatus<SecuritySettings>;
  onRetry: () => void;
}

/** Runs `effect` when `value` changes, not on the first render. */
function useOnChange<T>(value: T, effect: (previous: T) => void) {
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    const previous = last.current;
    last.current = value;
    effect(previous);
  });
}

/**
 * D15: Two-factor authentication. Off, it offers the authenticator app; the setup shows a QR code and the key
 * as text, and turns on with a current code; the 10 backup codes show once; on, it says since when and how
 * many backup codes are left, creates new ones and turns off after a confirmation.
 */
export function TwoFactorSection({ settings, onRetry, ...flow }: TwoFactorSectionProps) {
  const { i18n } = useLingui();
  const titleRef = useRef<HTMLSpanElement>(null);
  const stepTitleRef = useRef<HTMLHeadingElement>(null);
  const turnOffRef = useRef<HTMLButtonElement>(null);

  // A step replaces the button that led to it: focus goes to its heading (or back to the section's title).
  useOnChange(flow.step.kind, () => (stepTitleRef.current ?? titleRef.current)?.focus());
  // The confirmation has no trigger for Radix to return focus to: back to Turn off, or the title while busy.
  useOnChange(flow.confirmingTurnOff, (wasOpen) => {
    if (!wasOpen) return;
    const button = turnOffRef.current;
    (button && !button.disabled ? button : titleRef.current)?.focus();
  });

  return (
    <Card
      title={
        <span ref={titleRef} tabIndex={-1} className={styles.titleTarget}>
          {i18n._(sectionTitles.twoFactor)}
        </span>
      }
    >
      <div className={styles.section}>
        <LiveNotice control={flow.notice} />
        {settings.kind === 'loading' ? (
          <TwoFactorFrame />
        ) : settings.kind === 'error' ? (
          <LoadError message={settings.message} retrying={settings.retrying} onRetry={onRetry} />
        ) : flow.step.kind === 'setup' ? (
          <TotpSetupStep
            setup={flow.step.setup}
            onEnable={flow.onEnable}
            onCancel={flow.onCancelSetup}
            titleRef={stepTitleRef}
          />
        ) : flow.step.kind === 'backupCodes' ? (
          <BackupCodes codes={flow.step.codes} onDone={flow.onDone} titleRef={stepTitleRef} />
        ) : settings.data.totp_enabled ? (
          <AuthenticatorOn settings={settings.data} flow={flow} turnOffRef={turnOffRef} />
        ) : (
          <AuthenticatorOff flow={flow} />
        )}
      </div>
      <TurnOffDialog
        open={flow.confirmingTurnOff}
        title={i18n._(texts.turnOffTitle)}
        description={i18n._(texts.turnOffDescription)}
        confirmVariant="danger"
        confirmLabel={i18n._(texts.turnOff)}
        busyLabel={i18n._(texts.turningOff)}
        onConfirm={flow.onTurnOffConfirm}
        onCancel={flow.onTurnOffCancel}
      />
    </Card>
  );
}

function Status({ on }: { on: boolean }) {
  const { i18n } = useLingui();
  return (
    <p className={styles.statusRow}>
      <span className={styles.statusName}>{i18n._(texts.app)}</span>
      <span className={on ? styles.status.on : styles.status.off}>
        {on ? i18n._(texts.on) : i18n._(texts.off)}
      </span>
    </p>
  );
}

function AuthenticatorOff({ flow }: { flow: TwoFactorFlowProps }) {
  const { i18n } = useLingui();
  return (
    <>
      <Status on={false} />
      <p className={styles.lead}>{i18n._(texts.offLead)}</p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          busy={flow.busy === 'start'}
          busyLabel={i18n._(texts.starting)}
          disabled={flow.busy !== null}
          onClick={flow.onStart}
        >
          {i18n._(texts.turnOn)}
        </Button>
      </div>
    </>
  );
}

function AuthenticatorOn({
  settings,
  flow,
  turnOffRef,
}: {
  settings: SecuritySettings;
  flow: TwoFactorFlowProps;
  turnOffRef: Ref<HTMLButtonElement>;
}) {
  const { i18n } = useLingui();
  const since = settings.totp_enabled_at;
  const left = settings.backup_codes_remaining;
  const date = since ? formatDate(since) : '';
  return (
    <>
      <Status on />
      <ul className={styles.facts}>
        {since && (
          <li className={styles.fact}>
            <Trans>
              On since <time dateTime={since}>{date}</time>
            </Trans>
          </li>
        )}
        <li className={styles.fact}>
          {i18n._(texts.backupCodesLeft(left))}
          {left <= 2 && <span className={styles.fewCodes}> {i18n._(texts.fewBackupCodes)}</span>}
        </li>
      </ul>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          busy={flow.busy === 'renew'}
          busyLabel={i18n._(texts.renewing)}
          disabled={flow.busy !== null}
          onClick={flow.onRenew}
        >
          {i18n._(texts.renew)}
        </Button>
        <Button
          ref={turnOffRef}
          variant="danger"
          busy={flow.busy === 'turnOff'}
          busyLabel={i18n._(texts.turningOff)}
          disabled={flow.busy !== null}
          onClick={flow.onTurnOff}
        >
          {i18n._(texts.turnOff)}
        </Button>
      </div>
    </>
  );
}

/** The off state's lines, drawn while the settings load. */
function TwoFactorFrame() {
  const { i18n } = useLingui();
  return (
    <LoadingFrame label={i18n._(texts.loading)} className={styles.section}>
      <p className={styles.statusRow}>
        <span className={styles.statusName}>{i18n._(texts.app)}</span>
        <Placeholder />
      </p>
      <p className={styles.frameLine}>
        <Placeholder />
      </p>
      <p className={styles.frameLine}>
        <Placeholder />
      </p>
    </LoadingFrame>
  );
}
