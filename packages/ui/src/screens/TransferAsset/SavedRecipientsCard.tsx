import { Trans, useLingui } from '@lingui/react/macro';
import type { LoadStatus } from '@tp/api';
import { addressBookMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import { MaskedText } from '../../privacy';
import { useForm, type SubmitResult } from '../../forms';
import { Banner } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { TextField } from '../../widgets/TextField';
import { Placeholder, Section } from '../shared/Section';
import { SubmitForm } from '../shared/SubmitForm';
import type { SavedRecipient, SavedRecipients } from './savedRecipientModel';
import * as styles from './TransferAsset.css';

export type RecipientField = 'label' | 'email';
export interface RecipientFormValues {
  label: string;
  email: string;
}

const LABEL_MAX_LENGTH = 40;
const emptyRecipient: RecipientFormValues = { label: '', email: '' };

export interface SavedRecipientsCardProps {
  status: LoadStatus<SavedRecipients>;
  onRetry?: () => void;
  /** The section's own message: a code sent, a recipient confirmed, a code expired. */
  notice: NoticeControl;
  /** Saves one (through the step-up gate): 'reset' once its code is on the way, else the server's field messages. */
  onSave: (
    values: RecipientFormValues,
  ) => SubmitResult<RecipientField> | Promise<SubmitResult<RecipientField>>;
  /** Opens the code dialog for a recipient still waiting for its code. */
  onEnterCode: (id: number) => void;
}

/**
 * D22's saved recipients: the other users a transfer may go to while the allow-list is on, each saved with a
 * step-up and an e-mailed code and usable 48 hours later (24 with the allow-list off).
 */
export function SavedRecipientsCard({
  status,
  onRetry,
  notice,
  onSave,
  onEnterCode,
}: SavedRecipientsCardProps) {
  const { t } = useLingui();
  const form = useForm<RecipientFormValues, RecipientField>({
    initialValues: emptyRecipient,
    validate: (values) => ({
      ...(values.label.trim() === ''
        ? { label: t`Please give the recipient a label.` }
        : [...values.label.trim()].length > LABEL_MAX_LENGTH
          ? { label: t`Use at most 40 characters.` }
          : {}),
      ...(values.email.trim() === ''
        ? { email: t`Please enter the recipient's e-mail address.` }
        : {}),
    }),
    onSubmit: (values) => onSave({ label: values.label.trim(), email: values.email.trim() }),
  });
  return (
    <Section
      title={t`Saved recipients`}
      status={status}
      onRetry={onRetry}
      loadingLabel={t`Loading saved recipients`}
      frame={<Placeholder />}
    >
      {({ recipients, allowListOn }) => (
        <div className={styles.form}>
          <p className={styles.figureNote}>
            {allowListOn ? (
              <Trans>
                The allow-list is on: transfers go only to the recipients saved here, 48 hours after
                you confirm them.
              </Trans>
            ) : (
              <Trans>
                With the allow-list on, transfers go only to the recipients saved here. A recipient
                saved while it is on can be used 48 hours after you confirm it.
              </Trans>
            )}
          </p>
          {notice.notice && (
            <Banner key={notice.notice.message} tone={notice.notice.tone} onHide={notice.clear}>
              {notice.notice.message}
            </Banner>
          )}
          {recipients.length === 0 ? (
            <p>
              <Trans>No saved recipients yet.</Trans>
            </p>
          ) : (
            <ul className={styles.recipientList} aria-label={t`Saved recipients`}>
              {recipients.map((recipient) => (
                <RecipientRow key={recipient.id} recipient={recipient} onEnterCode={onEnterCode} />
              ))}
            </ul>
          )}
          <SubmitForm
            form={form}
            className={styles.form}
            label={t`Save a recipient`}
            submit={t`Save recipient`}
            busyLabel={t`Saving...`}
          >
            <TextField
              label={t`Label`}
              name="label"
              autoComplete="off"
              maxLength={LABEL_MAX_LENGTH}
              {...form.field('label')}
            />
            <TextField
              label={t`Recipient's e-mail address`}
              type="email"
              name="email"
              autoComplete="off"
              placeholder="name@example.com"
              {...form.field('email')}
            />
          </SubmitForm>
        </div>
      )}
    </Section>
  );
}

function RecipientRow({
  recipient,
  onEnterCode,
}: {
  recipient: SavedRecipient;
  onEnterCode: (id: number) => void;
}) {
  const { t } = useLingui();
  const time = formatDateTime(recipient.usableFrom ?? '');
  // The address book's own words where it has them (D16), in the active language by their English (D18).
  const state =
    recipient.status === 'awaiting_code' ? (
      <MaskedText text={addressBookMessages.awaitingCode} />
    ) : recipient.status === 'held' ? (
      t`Usable from ${time}`
    ) : (
      <MaskedText text={addressBookMessages.usable} />
    );
  return (
    <li className={styles.recipientRow}>
      <span>
        <strong>{recipient.label}</strong> · {recipient.email}
      </span>
      <span>{state}</span>
      {recipient.status === 'awaiting_code' && (
        <Button variant="secondary" onClick={() => onEnterCode(recipient.id)}>
          <Trans>Enter code</Trans>
        </Button>
      )}
    </li>
  );
}
