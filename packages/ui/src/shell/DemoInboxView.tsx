import * as RadixDialog from '@radix-ui/react-dialog';
import { formatDateTime } from '../format';
import { adoptCspNonce } from '../widgets/Dialog/cspNonce';
import { Button } from '../widgets/Button';
import { formatUsd } from '../widgets/Money';
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
  adoptCspNonce();
  const trigger = (
    <RadixDialog.Trigger className={styles.trigger}>
      Demo inbox ({messages.length})
    </RadixDialog.Trigger>
  );
  return (
    <RadixDialog.Root defaultOpen={defaultOpen}>
      {variant === 'bar' ? (
        <div className={styles.bar}>
          <span>Demo mode: a mock API with sample data; no real money moves.</span>
          {trigger}
        </div>
      ) : (
        <p className={styles.inDialog}>
          <span>Demo mode: the code is in the</span> {trigger}
        </p>
      )}
      <RadixDialog.Portal>
        <RadixDialog.Content className={styles.panel}>
          <RadixDialog.Title className={styles.title}>Demo inbox</RadixDialog.Title>
          <RadixDialog.Description className={styles.note}>
            Mock mode only: the e-mails the mock server has sent, newest first.
          </RadixDialog.Description>
          {messages.length === 0 ? (
            <p className={styles.note}>No e-mails yet.</p>
          ) : (
            <ol className={styles.list} aria-label="E-mails">
              {[...messages].reverse().map((mail) => (
                <li key={mail.id} className={styles.message}>
                  <p className={styles.meta}>
                    To {mail.to} · <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
                  </p>
                  <h3 className={styles.subject}>{mail.subject}</h3>
                  <p className={styles.body}>{mail.body}</p>
                  {mail.link && (
                    <p className={styles.body}>
                      <a href={mail.link}>This wasn&apos;t me</a>
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          {authenticatorCodes.length > 0 && (
            <section aria-labelledby="demo-authenticator" className={styles.backOffice}>
              <h3 id="demo-authenticator" className={styles.subject}>
                Demo authenticator app
              </h3>
              <p className={styles.note}>
                Stands in for a phone: the code an authenticator app holding each account&apos;s key
                shows now. It changes every 30 seconds; scanning the QR code with a real app works
                too.
              </p>
              <ul className={styles.list} aria-label="Authenticator codes">
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
                Back office: pending deposits
              </h3>
              <p className={styles.note}>
                On the real platform an operator checks each proof of payment before the money is
                credited. Decide here to see the balance change.
              </p>
              {pendingDeposits.length === 0 ? (
                <p className={styles.note}>No deposits waiting.</p>
              ) : (
                <ul className={styles.list} aria-label="Deposits waiting for approval">
                  {pendingDeposits.map((deposit) => (
                    <li key={deposit.id} className={styles.message}>
                      <p className={styles.body}>
                        #{deposit.id} · {deposit.email} · {formatUsd(deposit.amount)}
                        {deposit.cryptoType && ` · ${deposit.cryptoType}`}
                      </p>
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Reject deposit #${deposit.id}`}
                          onClick={() => onDecideDeposit(deposit.id, 'reject')}
                        >
                          Reject
                        </Button>
                        <Button
                          size="sm"
                          variant="primary"
                          aria-label={`Approve deposit #${deposit.id}`}
                          onClick={() => onDecideDeposit(deposit.id, 'approve')}
                        >
                          Approve
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <div className={styles.actions}>
            {onResetDemoData && (
              <Button variant="secondary" onClick={onResetDemoData}>
                Reset demo data
              </Button>
            )}
            <RadixDialog.Close asChild>
              <Button variant="primary">Close</Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
