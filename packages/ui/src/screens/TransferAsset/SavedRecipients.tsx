import { SavedRecipientsCard } from './SavedRecipientsCard';
import { useSavedRecipients } from './useSavedRecipients';

/** D22's saved recipients with their flow: loaded after the page's first paint, below everything else on it. */
export function SavedRecipients() {
  const { card, dialogs } = useSavedRecipients();
  return (
    <>
      <SavedRecipientsCard {...card} />
      {dialogs}
    </>
  );
}
