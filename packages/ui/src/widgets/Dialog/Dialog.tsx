import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { adoptCspNonce } from './cspNonce';
import { useContext, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './Dialog.css';
import { DialogAccessoryContext } from './DialogAccessory';
import { MaskedText } from '../../privacy';

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Action buttons, laid out at the end. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a Button) that opens the dialog and gets focus back when it closes. */
  trigger?: ReactElement;
  /** When false, Escape, a click outside and the close button cannot close it (e.g. while a request runs). */
  dismissible?: boolean;
  closeLabel?: string;
  /**
   * Shows the DialogAccessoryContext content (the mock-mode Demo inbox, D1) at the end: only for dialogs that wait
   * for something e-mailed, such as a code; a confirmation or a notice does not need it.
   */
  showAccessory?: boolean;
}

/** A modal dialog: focus is trapped inside, the rest of the page is inert, Escape closes it. */
export function Dialog({
  title,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  dismissible = true,
  closeLabel,
  showAccessory = false,
}: DialogProps) {
  adoptCspNonce();
  const { t } = useLingui();
  const accessory = useContext(DialogAccessoryContext);
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {typeof description === 'string' ? <MaskedText text={description} /> : description}
            </RadixDialog.Description>
          )}
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
          {showAccessory && accessory && <div className={styles.accessory}>{accessory}</div>}
          {/* Last in tab order, so opening the dialog focuses its first field or action, not the close button. */}
          {dismissible && (
            <RadixDialog.Close asChild>
              <Button
                variant="ghost"
                size="sm"
                className={styles.closeButton}
                aria-label={closeLabel ?? t`Close`}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child is clicked: `<DialogClose><Button>Cancel</Button></DialogClose>`. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
