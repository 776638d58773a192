import * as RadixDialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatUsd } from '../format';
import { adoptCspNonce } from '../widgets/Dialog';
import { Button } from '../widgets/Button';
import * as styles from './DemoInbox.css';

export interface DemoMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  sentAt: string;
  /** D15: a notice's one-time "This wasn't me" link (an app path). */
  link?: string;
}

/** D15: what an authenticator app holding a demo user's secret shows now. */
export interface DemoAuthenticatorCode {
  email: string;
  code: string;
}

export interface DemoPendingDeposit {
  id: number;
  email: string;
  amount: number;
  cryptoType: string | null;
}

export interface DemoInboxViewProps {
  /** Oldest first, as sent; shown newest first. */
  messages: DemoMail[];
  onResetDemoData?: () => void;
  /** The demo's back office: deposits wait for an operator, who approves or rejects them here. */
  pendingDeposits?: DemoPendingDeposit[];
  onDecideDeposit?: (id: number, decision: 'approve' | 'reject') => void;
  /** The demo's stand-in for a phone: the current code of each account with an authenticator app on. */
  authenticatorCodes?: DemoAuthenticatorCode[];
  defaultOpen?: boolean;
  /** `bar`: the strip above the header; `button`: only the inbox button, as shown inside an open dialog. */
  variant?: 'bar' | 'button';
}

/**
 * DECISIONS D1: in mock mode the e-mails the server "sends" (verification codes) land here, so a demo
 * can be completed without a mail server. Never part of a production build.
 */
export function DemoInboxView({
  messages,
  onResetDemoData,
  pendingDeposits = [],
  onDecideDeposit,
  authenticatorCodes = [],
  defaultOpen,
  variant = 'bar',
}: DemoInboxViewProps) {
  const { t } = useLingui();
  adoptCspNonce();
  const count = messages.length;
  const trigger = (
    <RadixDialog.Trigger className={styles.trigger}>
      <Trans>Demo inbox ({count})</Trans>
    </RadixDialog.Trigger>
  );
  return (
    <RadixDialog.Root defaultOpen={defaultOpen}>
      {variant === 'bar' ? (
        <div className={styles.bar}>
          <span>
            <Trans>Demo mode: a mock API with sample data; no real money moves.</Trans>
          </span>
          {trigger}
        </div>
      ) : (
        <p className={styles.inDialog}>
          <span>
            <Trans>Demo mode: the code is in the</Trans>
          </span>{' '}
          {trigger}
        </p>
      )}
      <RadixDialog.Portal>
        <RadixDialog.Content className={styles.panel}>
          <RadixDialog.Title className={styles.title}>
            <Trans>Demo inbox</Trans>
          </RadixDialog.Title>
          <RadixDialog.Description className={styles.note}>
            <Trans>Mock mode only: the e-mails the mock server has sent, newest first.</Trans>
          </RadixDialog.Description>
          {messages.length === 0 ? (
            <p className={styles.note}>
              <Trans>No e-mails yet.</Trans>
            </p>
          ) : (
            <ol className={styles.list} aria-label={t`E-mails`}>
              {[...messages].reverse().map((mail) => (
                <li key={mail.id} className={styles.message}>
                  <MailMeta to={mail.to} sentAt={mail.sentAt} />
                  <h3 className={styles.subject}>{mail.subject}</h3>
                  <p className={styles.body}>{mail.body}</p>
                  {mail.link && (
                    <p className={styles.body}>
                      <a href={mail.link}>
                        <Trans>This wasn&apos;t me</Trans>
                      </a>
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          {authenticatorCodes.length > 0 && (
            <section aria-labelledby="demo-authenticator" className={styles.backOffice}>
              <h3 id="demo-authenticator" className={styles.subject}>
                <Trans>Demo authenticator app</Trans>
              </h3>
              <p className={styles.note}>
                <Trans>
                  Stands in for a phone: the code an authenticator app holding each account&apos;s
                  key shows now. It changes every 30 seconds; scanning the QR code with a real app
                  works too.
                </Trans>
              </p>
              <ul className={styles.list} aria-label={t`Authenticator codes`}>
                {authenticatorCodes.map(({ email, code }) => (
                  <li key={email} className={styles.body}>
                    {email}: <code>{code}</code>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {onDecideDeposit && (
            <section aria-labelledby="demo-back-office" className={styles.backOffice}>
              <h3 id="demo-back-office" className={styles.subject}>
                <Trans>Back office: pending deposits</Trans>
              </h3>
              <p className={styles.note}>
                <Trans>
                  On the real platform an operator checks each proof of payment before the money is
                  credited. Decide here to see the balance change.
                </Trans>
              </p>
              {pendingDeposits.length === 0 ? (
                <p className={styles.note}>
                  <Trans>No deposits waiting.</Trans>
                </p>
              ) : (
                <ul className={styles.list} aria-label={t`Deposits waiting for approval`}>
                  {pendingDeposits.map((deposit) => {
                    const id = deposit.id;
                    return (
                      <li key={deposit.id} className={styles.message}>
                        <p className={styles.body}>
                          #{deposit.id} · {deposit.email} · {formatUsd(deposit.amount)}
                          {deposit.cryptoType && ` · ${deposit.cryptoType}`}
                        </p>
                        <div className={styles.actions}>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t`Reject deposit #${id}`}
                            onClick={() => onDecideDeposit(deposit.id, 'reject')}
                          >
                            <Trans>Reject</Trans>
                          </Button>
                          <Button
                            size="sm"
                            variant="primary"
                            aria-label={t`Approve deposit #${id}`}
                            onClick={() => onDecideDeposit(deposit.id, 'approve')}
                          >
                            <Trans>Approve</Trans>
                          </Button>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          )}
          <div className={styles.actions}>
            {onResetDemoData && (
              <Button variant="secondary" onClick={onResetDemoData}>
                <Trans>Reset demo data</Trans>
              </Button>
            )}
            <RadixDialog.Close asChild>
              <Button variant="primary">
                <Trans>Close</Trans>
              </Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** "To <address> · <time>" above each e-mail. */
function MailMeta({ to, sentAt }: { to: string; sentAt: string }) {
  const when = formatDateTime(sentAt);
  return (
    <p className={styles.meta}>
      <Trans>
        To {to} · <time dateTime={sentAt}>{when}</time>
      </Trans>
    </p>
  );
}
