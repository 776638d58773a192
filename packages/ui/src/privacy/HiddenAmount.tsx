import { Fragment } from 'react';
import { useLingui, useTranslatedText } from '@tp/i18n';
import { visuallyHidden } from '../theme/visuallyHidden.css';
import { amountMask, hiddenAmountMessage } from './mask';
import { mask } from './HiddenAmount.css';
import { showOwnAmounts } from './ownAmountMarks';
import { useAmountsHidden } from './PrivacyProvider';

/** A hidden amount (D17): six dots on screen, "hidden" to a screen reader. */
export function HiddenAmount({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={className ? `${mask} ${className}` : mask} data-hidden-amount="">
      <span aria-hidden="true">{amountMask}</span>
      <span className={visuallyHidden}>{i18n._(hiddenAmountMessage)}</span>
    </span>
  );
}

/**
 * A message as the user reads it: in the active language (a spec text or a server's message is found by its English,
 * DECISIONS D18), with any masked amount (a notice written while amounts were hidden) read aloud as "hidden". While
 * amounts are hidden, a figure marked as the user's own (`markOwnAmount`) shows the mask instead, however long the
 * text has been on screen (issue 40).
 */
export function MaskedText({ text }: { text: string }) {
  const hidden = useAmountsHidden();
  const shown = showOwnAmounts(useTranslatedText(text), hidden);
  if (!shown.includes(amountMask)) return shown;
  const parts = shown.split(amountMask);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <HiddenAmount />}
    </Fragment>
  ));
}
