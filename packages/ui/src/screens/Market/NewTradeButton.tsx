import { useLingui } from '@lingui/react/macro';
import { Button } from '../../widgets/Button';
import { Dialog, DialogClose } from '../../widgets/Dialog';
import { marketTexts } from './marketTexts';

/**
 * D8: `+ New Trade` keeps its look and, instead of doing nothing, says in a small dialog that trading
 * from this screen is not available yet; closing it returns focus to the button.
 */
export function NewTradeButton() {
  const { i18n } = useLingui();
  return (
    <Dialog
      title={i18n._(marketTexts.newTradeTitle)}
      description={i18n._(marketTexts.newTradeUnavailable)}
      trigger={<Button>{i18n._(marketTexts.newTrade)}</Button>}
      footer={
        <DialogClose>
          <Button>{i18n._(marketTexts.newTradeClose)}</Button>
        </DialogClose>
      }
    />
  );
}
