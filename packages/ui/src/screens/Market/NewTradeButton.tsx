import { Button } from '../../widgets/Button';
import { Dialog, DialogClose } from '../../widgets/Dialog';
import { marketTexts } from './marketTexts';

/**
 * D8: `+ New Trade` keeps its look and, instead of doing nothing, says in a small dialog that trading
 * from this screen is not available yet; closing it returns focus to the button.
 */
export function NewTradeButton() {
  return (
    <Dialog
      title={marketTexts.newTradeTitle}
      description={marketTexts.newTradeUnavailable}
      trigger={<Button>{marketTexts.newTrade}</Button>}
      footer={
        <DialogClose>
          <Button>{marketTexts.newTradeClose}</Button>
        </DialogClose>
      }
    />
  );
}
