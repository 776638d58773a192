// D16's saved-destination picker of the withdrawal form, in a chunk of its own: it shows only once the address book
// has loaded, so it loads beside it, not in the page's first paint (scripts/check-bundle.mjs). Everything it shows
// comes ready made in its props (`SavedDestination`).
import { useLingui } from '@lingui/react/macro';
import type { DestinationKind } from '@tp/api';
import { translateText } from '@tp/i18n';
import { addressBookMessages } from '@tp/messages';
import { formatWait } from '../../format/duration';
import { Select, type SelectOption } from '../../widgets/Select';
import type { SavedDestination } from './addressBookModel';
import { savedDestinationOf, type DestinationFields } from './savedDestination';

const NEW_ADDRESS = 'new';

/** "0x9a37…aaD8": enough of an address to tell saved ones apart in a list. */
const shortAddress = (address: string) =>
  address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

function describe(destination: SavedDestination): string {
  const where =
    destination.kind === 'bank'
      ? destination.maskedAccount
      : `${(destination.chain ?? '').toUpperCase()} ${shortAddress(destination.address ?? '')}`;
  return `${destination.label} (${where})`;
}

export interface DestinationPickerProps {
  kind: DestinationKind;
  destinations: readonly SavedDestination[];
  /** False while the allow-list is on: withdrawals go only to saved destinations, so "New address" is not offered. */
  allowNew: boolean;
  /** What the form's fields hold now (a saved destination picked or typed, or a new address). */
  fields: DestinationFields;
  /** The clock's time, for the waits of held destinations. */
  now: number;
  /** A saved destination to fill the fields with, or null for a new address (the fields emptied). */
  onPick: (destination: SavedDestination | null) => void;
}

/**
 * D16: the saved destinations of the method's kind. Usable ones fill the form's fields; one younger than 24 hours
 * shows when it can be used and cannot be chosen; "New address" only while the allow-list is off. Nothing when no
 * destination of the kind is saved.
 */
export function DestinationPicker(props: DestinationPickerProps) {
  const { kind, destinations, allowNew, fields, now, onPick } = props;
  const { t } = useLingui();
  const options: SelectOption[] = [];
  for (const destination of destinations) {
    if (destination.kind !== kind || destination.usableAt === null) continue;
    const wait = destination.usableAt - now;
    options.push(
      wait <= 0
        ? { value: String(destination.id), label: describe(destination) }
        : {
            value: String(destination.id),
            label: translateText(
              addressBookMessages.heldOption(destination.label, formatWait(wait)),
            ),
            disabled: true,
          },
    );
  }
  if (options.length === 0) return null;
  if (allowNew) options.push({ value: NEW_ADDRESS, label: t`New address` });

  const current = savedDestinationOf({ destinations }, fields);
  const typed = (kind === 'bank' ? fields.bankAccount : fields.walletAddress).trim() !== '';
  const usable = current?.usableAt != null && current.usableAt <= now;
  const value =
    current && usable ? String(current.id) : typed && allowNew && !current ? NEW_ADDRESS : '';

  return (
    <Select
      label={t`Saved destination`}
      name="saved_destination"
      placeholder={t`Choose a saved destination`}
      options={options}
      value={value}
      onValueChange={(picked) => {
        if (picked === NEW_ADDRESS) onPick(null);
        else {
          const destination = destinations.find((saved) => String(saved.id) === picked);
          if (destination) onPick(destination);
        }
      }}
    />
  );
}
