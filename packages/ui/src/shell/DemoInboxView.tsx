import * as RadixDialog from '@radix-ui/react-dialog';
import { Button } from '../widgets/Button';
import * as styles from './DemoInbox.css';

export interface DemoMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  sentAt: string;
}

export interface DemoInboxViewProps {
  /** Oldest first, as sent; shown newest first. */
  messages: DemoMail[];
  onResetDemoData?: () => void;
  defaultOpen?: boolean;
}

const sentAtFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * DECISIONS D1: in mock mode the e-mails the server "sends" (verification codes) land here, so a demo
 * can be completed without a mail server. Never part of a production build.
 */
export function DemoInboxView({ messages, onResetDemoData, defaultOpen }: DemoInboxViewProps) {
  return (
    <RadixDialog.Root defaultOpen={defaultOpen}>
      <div className={styles.bar}>
        <span>Demo mode: a mock API with sample data; no real money moves.</span>
        <RadixDialog.Trigger className={styles.trigger}>
          Demo inbox ({messages.length})
        </RadixDialog.Trigger>
      </div>
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
                    To {mail.to} ·{' '}
                    <time dateTime={mail.sentAt}>{sentAtFormat.format(new Date(mail.sentAt))}</time>
                  </p>
                  <h3 className={styles.subject}>{mail.subject}</h3>
                  <p className={styles.body}>{mail.body}</p>
                </li>
              ))}
            </ol>
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
