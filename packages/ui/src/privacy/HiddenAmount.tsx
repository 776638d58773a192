import { Fragment } from 'react';
import { visuallyHidden } from '../theme/visuallyHidden.css';
import { amountMask, hiddenAmountName } from './mask';
import { mask } from './HiddenAmount.css';

/** A hidden amount (D17): six dots on screen, "hidden" to a screen reader. */
export function HiddenAmount({ className }: { className?: string }) {
  return (
    <span className={className ? `${mask} ${className}` : mask} data-hidden-amount="">
      <span aria-hidden="true">{amountMask}</span>
      <span className={visuallyHidden}>{hiddenAmountName}</span>
    </span>
  );
}

/** A message that may hold masked amounts (a notice written while amounts were hidden), read aloud as "hidden". */
export function MaskedText({ text }: { text: string }) {
  if (!text.includes(amountMask)) return text;
  const parts = text.split(amountMask);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <HiddenAmount />}
    </Fragment>
  ));
}
