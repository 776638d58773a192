import { useLingui } from '@lingui/react/macro';
import type { AccountSession, LoadStatus } from '@tp/api';
import { useId, type Ref } from 'react';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { LoadError, LoadingFrame, Placeholder, StaleNote } from '../shared/Section';
import { accountInformationTexts as texts, sessionFieldLabels } from './accountInformationTexts';
import { formatDateTime } from './formatAccountDate';
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import { signOutOf, type SessionSignOuts, type SignOutState } from './sessionSignOuts';
import { deviceLabel, placeName } from './placeAndDevice';
import * as styles from './AccountInformation.css';

export interface ActiveSessionsProps {
  /** D12: the user's sessions, this device first. */
  sessions: LoadStatus<readonly AccountSession[]>;
  onRetry: () => void;
  /** The list on screen is the last one loaded: reading it again failed. */
  stale?: boolean;
  /** Each session's sign-out in flight and last failure. */
  signOuts: SessionSignOuts;
  /** Asks to sign a session out: opens the confirmation. Its button carries `data-sign-out-for`. */
  onSignOut: (session: AccountSession) => void;
  /** Asks to sign every other session out: opens the confirmation. */
  onSignOutOthers: () => void;
  /** The confirmed "sign out all other sessions" is in flight. */
  signingOutOthers?: boolean;
  /** Why the last "sign out all other sessions" failed, shown under its button. */
  othersFailure?: string | null;
  notice: NoticeControl;
  /** The section's title, which takes focus when the session the user acted on has left the list. */
  titleRef?: Ref<HTMLSpanElement>;
}

/** A date as the list shows it (the user's locale, D8); an unreadable one as it came. */
const shown = (iso: string) => formatDateTime(iso) ?? iso;

/** D12, beyond the spec: where the account is signed in, and signing other devices out. */
export function ActiveSessions({
  sessions,
  onRetry,
  stale = false,
  signOuts,
  onSignOut,
  onSignOutOthers,
  signingOutOthers = false,
  othersFailure = null,
  notice,
  titleRef,
}: ActiveSessionsProps) {
  const { i18n } = useLingui();
  const othersFailureId = useId();
  return (
    <Card
      title={
        <span ref={titleRef} tabIndex={-1} className={styles.focusTarget}>
          {i18n._(texts.sessionsTitle)}
        </span>
      }
    >
      <div className={styles.section}>
        <p className={styles.lead}>{i18n._(texts.sessionsLead)}</p>
        <LiveNotice control={notice} />
        {sessions.kind === 'loading' ? (
          <SessionsFrame />
        ) : sessions.kind === 'error' ? (
          <LoadError message={sessions.message} retrying={sessions.retrying} onRetry={onRetry} />
        ) : (
          <>
            {stale && (
              <StaleNote
                className={styles.othersBar}
                refreshing={sessions.refreshing}
                onRetry={onRetry}
              >
                <p className={styles.note}>{i18n._(texts.staleSessions)}</p>
              </StaleNote>
            )}
            <OthersBar
              others={sessions.data.filter((session) => !session.current).length}
              signingOut={signingOutOthers}
              failure={othersFailure}
              failureId={othersFailureId}
              onSignOutOthers={onSignOutOthers}
            />
            {sessions.data.length === 0 ? (
              <p className={styles.note}>{i18n._(texts.noSessions)}</p>
            ) : (
              <ul className={styles.sessions} aria-label={i18n._(texts.sessionsTitle)}>
                {sessions.data.map((session) => (
                  <SessionItem
                    key={session.id}
                    session={session}
                    state={signOutOf(signOuts, session.id)}
                    // While every other session is being signed out, one at a time waits.
                    waiting={signingOutOthers}
                    onSignOut={onSignOut}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Card>
  );
}

/** The note line and one session drawn with placeholders (every account has this device's). */
function SessionsFrame() {
  const { i18n } = useLingui();
  return (
    <LoadingFrame label={i18n._(texts.loadingSessions)} className={styles.section}>
      <p className={styles.note}>
        <Placeholder />
      </p>
      <div className={`${styles.session} ${styles.sessionCurrent}`}>
        <div className={styles.sessionMain}>
          <p className={styles.sessionHeading}>
            <Placeholder />
          </p>
          <dl className={styles.sessionDetails}>
            {Object.entries(sessionFieldLabels).map(([id, label]) => (
              <div key={id} className={styles.sessionDetail}>
                <dt className={styles.sessionDetailLabel}>{i18n._(label)}</dt>
                <dd className={styles.sessionDetailValue}>
                  <Placeholder />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </LoadingFrame>
  );
}

function OthersBar({
  others,
  signingOut,
  failure,
  failureId,
  onSignOutOthers,
}: {
  others: number;
  signingOut: boolean;
  failure: string | null;
  failureId: string;
  onSignOutOthers: () => void;
}) {
  const { i18n } = useLingui();
  if (others === 0 && !signingOut)
    return <p className={styles.note}>{i18n._(texts.onlyThisDevice)}</p>;
  return (
    <div className={styles.othersAction}>
      <Button
        variant="danger"
        size="sm"
        busy={signingOut}
        busyLabel={i18n._(texts.signingOut)}
        aria-describedby={failure ? failureId : undefined}
        data-sign-out-others=""
        onClick={onSignOutOthers}
      >
        {i18n._(texts.signOutOthers)}
      </Button>
      {failure && (
        <p id={failureId} role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </div>
  );
}

function SessionItem({
  session,
  state,
  waiting,
  onSignOut,
}: {
  session: AccountSession;
  state: SignOutState;
  waiting: boolean;
  onSignOut: (session: AccountSession) => void;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const failureId = useId();
  const started = shown(session.started_at);
  const details: [keyof typeof sessionFieldLabels, string, string?][] = [
    ['ipAddress', session.ip_address],
    ['location', placeName(session.location)],
    ['started', started, session.started_at],
    ['lastActive', shown(session.last_active_at), session.last_active_at],
  ];
  return (
    <li
      aria-labelledby={headingId}
      className={[styles.session, session.current && styles.sessionCurrent]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.sessionMain}>
        <h3 id={headingId} className={styles.sessionHeading}>
          <span>{deviceLabel(session.device)}</span>
          {session.current && <span className={styles.thisDevice}>{i18n._(texts.thisDevice)}</span>}
        </h3>
        <dl className={styles.sessionDetails}>
          {details.map(([id, value, dateTime]) => (
            <div key={id} className={styles.sessionDetail}>
              <dt className={styles.sessionDetailLabel}>{i18n._(sessionFieldLabels[id])}</dt>
              <dd className={styles.sessionDetailValue}>
                {dateTime ? <time dateTime={dateTime}>{value}</time> : value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {/* This device signs out with the menu's Logout, not here. */}
      {!session.current && (
        <div className={styles.sessionActions}>
          <Button
            variant="secondary"
            size="sm"
            busy={state.busy}
            busyLabel={i18n._(texts.signingOut)}
            disabled={waiting}
            aria-label={i18n._(
              texts.signOutName(
                i18n._(state.busy ? texts.signingOut : texts.signOut),
                session,
                started,
              ),
            )}
            aria-describedby={state.failure ? failureId : undefined}
            data-sign-out-for={session.id}
            onClick={() => onSignOut(session)}
          >
            {i18n._(texts.signOut)}
          </Button>
          {state.failure && (
            <p id={failureId} role="alert" className={styles.failure}>
              {state.failure}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
