import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { LoadStatus } from '@tp/api';
import { addressBookMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import { formatCountdown } from '../../format/duration';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Button } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { LazyConfirmDialog, lazyDialog } from '../../widgets/Dialog';
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import { useNowUntil } from '../../widgets/CodeDialog';
import { LoadError, LoadingFrame, Placeholder } from '../shared/Section';
import { useReturnFocus } from '../shared/StepUp/useReturnFocus';
import type { AddDestinationAnswer, AddDestinationDialogProps } from './AddDestinationDialog';
import type { AddressBookModel, SavedDestination } from './addressBookModel';
import { addressBookTexts as texts } from './addressBookTexts';
import { AllowListSwitch } from './AllowListSwitch';
import type { DestinationFormValues } from './validateDestination';
import * as styles from './AddressBook.css';
import { MaskedText } from '../../privacy';

type Answer<T> = T | Promise<T>;

// Both open only after a press: the dialog library loads then, not before the page's first paint.
const RemoveDialog = LazyConfirmDialog;
const AddDialog = lazyDialog<AddDestinationDialogProps>(() =>
  import('./AddDestinationDialog').then(({ AddDestinationDialog }) => AddDestinationDialog),
);

/** What the section does, from the Screen (each change through the step-up gate where the server asks). */
export interface AddressBookFlowProps {
  /** The outcome of the section's last action. */
  notice: NoticeControl;
  /** Saves a destination; 'reset' once its code is on the way (the Add dialog closes, the code dialog opens). */
  onAdd: (values: DestinationFormValues) => Answer<AddDestinationAnswer>;
  /** Opens the code dialog of one that waits for its code. */
  onEnterCode: (destination: SavedDestination) => void;
  /** Removes one; resolves when done or refused. */
  onRemove: (destination: SavedDestination) => Answer<void>;
  /** The id being removed, if any. */
  removing: number | null;
  /** Asks for the allow-list on or off; resolves when done, refused or cancelled. */
  onAllowListChange: (enabled: boolean) => Answer<void>;
  allowListBusy: boolean;
}

export interface AddressBookSectionProps extends AddressBookFlowProps {
  book: LoadStatus<AddressBookModel>;
  onRetry: () => void;
  /** The chains an address can be on (the withdrawal form's). */
  chains: AddDestinationDialogProps['chains'];
}

type DestinationStatus =
  | { kind: 'awaitingCode' }
  | { kind: 'held'; usableAt: number; usableFrom: string }
  | { kind: 'usable' };

/** Where a destination stands at `now`: a held one becomes usable on its own when its time comes. */
function statusOf(destination: SavedDestination, now: number): DestinationStatus {
  const { usableAt, usableFrom } = destination;
  if (usableAt === null || usableFrom === null) return { kind: 'awaitingCode' };
  return usableAt > now ? { kind: 'held', usableAt, usableFrom } : { kind: 'usable' };
}

/**
 * A destination's status: a pill for the eye (the held one counts down every second) and, for assistive
 * technology, a polite live line that changes only with the status itself (waiting, held until a time, usable).
 */
function StatusText({ status, now }: { status: DestinationStatus; now: number }) {
  const [pill, spoken] =
    status.kind === 'awaitingCode'
      ? [addressBookMessages.awaitingCode, addressBookMessages.awaitingCode]
      : status.kind === 'usable'
        ? [addressBookMessages.usable, addressBookMessages.usable]
        : [
            addressBookMessages.usableIn(formatCountdown(status.usableAt - now)),
            addressBookMessages.heldUntil(formatDateTime(status.usableFrom)),
          ];
  // Spec texts of @tp/messages, in the active language by their English (D18).
  return (
    <>
      <span className={styles.status[status.kind]} aria-hidden="true">
        <MaskedText text={pill} />
      </span>
      <span className={visuallyHidden} aria-live="polite">
        <MaskedText text={spoken} />
      </span>
    </>
  );
}

function DestinationItem({
  destination,
  chainLabel,
  now,
  flow,
  onRemove,
}: {
  destination: SavedDestination;
  /** "ETH (Ethereum)" for a wallet address. */
  chainLabel: string | undefined;
  now: number;
  flow: AddressBookFlowProps;
  onRemove: () => void;
}) {
  const { i18n } = useLingui();
  const status = statusOf(destination, now);
  return (
    <li className={styles.item}>
      <div className={styles.itemHeader}>
        <span className={styles.itemLabel}>{destination.label}</span>
        <StatusText status={status} now={now} />
      </div>
      {destination.kind === 'bank' ? (
        <p className={styles.where}>{destination.maskedAccount}</p>
      ) : (
        <p className={styles.where}>
          {chainLabel ?? destination.chain}{' '}
          <span className={styles.address}>{destination.address}</span>
        </p>
      )}
      <div className={styles.actions}>
        {status.kind === 'awaitingCode' && (
          <Button variant="secondary" size="sm" onClick={() => flow.onEnterCode(destination)}>
            {i18n._(texts.enterCode)}
            <span className={visuallyHidden}> {destination.label}</span>
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          busy={flow.removing === destination.id}
          busyLabel={i18n._(texts.removing)}
          onClick={onRemove}
        >
          {i18n._(texts.remove)}
          <span className={visuallyHidden}> {destination.label}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * D16's address book on the Withdraw page: the allow-list, each saved destination with its label, chain or masked
 * account and status (waiting for its code, a countdown to usable, usable), Remove (confirmed) and Add address.
 */
export function AddressBookSection({ book, onRetry, chains, ...flow }: AddressBookSectionProps) {
  const { i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<SavedDestination | null>(null);
  const destinations = book.kind === 'ready' ? book.data.destinations : noDestinations;
  // Ticks every second while one is held, and stops when the last one opens.
  const now = useNowUntil(lastOpening(destinations) ?? undefined);
  // The dialogs open without a trigger: focus goes back to what opened them once they close.
  useReturnFocus(adding);
  useReturnFocus(confirming !== null);
  // A removed row takes its Remove button with it: focus goes to Add address rather than the page's start.
  const addButton = useRef<HTMLButtonElement>(null);
  const removed = useRef<number | null>(null);
  useEffect(() => {
    if (removed.current === null || destinations.some(({ id }) => id === removed.current)) return;
    removed.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) addButton.current?.focus();
  }, [destinations]);

  return (
    <Card title={i18n._(texts.title)} headingLevel={2}>
      <div className={styles.section}>
        <p className={styles.lead}>{i18n._(texts.lead)}</p>
        <LiveNotice control={flow.notice} />
        {book.kind === 'loading' ? (
          <LoadingFrame label={i18n._(texts.loading)} className={styles.section}>
            <p className={styles.frameLine}>
              <Placeholder />
            </p>
            <p className={styles.frameLine}>
              <Placeholder />
            </p>
          </LoadingFrame>
        ) : book.kind === 'error' ? (
          <LoadError message={book.message} retrying={book.retrying} onRetry={onRetry} />
        ) : (
          <>
            <AllowListSwitch
              allowList={book.data.allowList}
              busy={flow.allowListBusy}
              onChange={(enabled) => void flow.onAllowListChange(enabled)}
            />
            {destinations.length === 0 ? (
              <p className={styles.empty}>
                <MaskedText text={addressBookMessages.empty} />
              </p>
            ) : (
              <ul className={styles.list} aria-label={i18n._(texts.listLabel)}>
                {destinations.map((destination) => (
                  <DestinationItem
                    key={destination.id}
                    destination={destination}
                    chainLabel={chains.find((chain) => chain.value === destination.chain)?.label}
                    now={now}
                    flow={flow}
                    onRemove={() => setConfirming(destination)}
                  />
                ))}
              </ul>
            )}
            <div className={styles.actions}>
              <Button ref={addButton} variant="primary" onClick={() => setAdding(true)}>
                {i18n._(texts.add)}
              </Button>
            </div>
          </>
        )}
      </div>
      <AddDialog
        open={adding}
        chains={chains}
        allowListOn={book.kind === 'ready' && book.data.allowList.enabled}
        onClose={() => setAdding(false)}
        onSubmit={flow.onAdd}
      />
      {confirming && (
        <RemoveDialog
          open
          title={i18n._(texts.removeTitle)}
          description={addressBookMessages.removeDescription(confirming.label)}
          confirmLabel={i18n._(texts.remove)}
          busyLabel={i18n._(texts.removing)}
          confirmVariant="danger"
          busy={flow.removing === confirming.id}
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            removed.current = confirming.id;
            await flow.onRemove(confirming);
            setConfirming(null);
          }}
        />
      )}
    </Card>
  );
}

const noDestinations: readonly SavedDestination[] = [];

/** When the last confirmed destination opens (past or not), or null when none is confirmed. */
function lastOpening(destinations: readonly SavedDestination[]): number | null {
  return destinations.reduce<number | null>(
    (last, { usableAt }) =>
      usableAt !== null && (last === null || usableAt > last) ? usableAt : last,
    null,
  );
}
