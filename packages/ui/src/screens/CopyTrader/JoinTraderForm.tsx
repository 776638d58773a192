import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, RefObject } from 'react';
import type { UseForm } from '../../forms';
import { Button } from '../../widgets/Button';
import { TextField } from '../../widgets/TextField';
import { copyTraderTexts } from './copyTraderTexts';
import { codeToJoin } from './traderCode';
import type { JoinField } from './joinFailures';
import * as styles from './CopyTrader.css';

export interface JoinFormValues {
  traderCode: string;
}

export interface JoinTraderFormProps {
  /** The View's form: the directory's Use code fills the same field. */
  form: UseForm<JoinFormValues, JoinField>;
  codeRef?: RefObject<HTMLInputElement | null>;
}

/** Spec 2 §2: Trader Code and Join Trader. The server's refusals of a code show under the field (D13). */
export function JoinTraderForm({ form, codeRef }: JoinTraderFormProps) {
  const { i18n, t } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Spec 2 §5: an empty code is ignored: no request, no message, not even a busy button.
    if (codeToJoin(form.values.traderCode) === null) event.preventDefault();
    else form.formProps.onSubmit(event);
  };
  return (
    <form
      className={styles.joinForm}
      {...form.formProps}
      onSubmit={submit}
      aria-label={t`Join a trader`}
    >
      <TextField
        ref={codeRef}
        label={t`Trader Code`}
        name="traderCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t`e.g. ALPHA7`}
        hint={i18n._(copyTraderTexts.codeHint)}
        className={styles.codeField}
        // While a join is in flight the code stays as sent, so its answer never wipes newer typing.
        readOnly={form.busy}
        {...form.field('traderCode')}
      />
      <Button type="submit" variant="primary" busy={form.busy} busyLabel={t`Joining…`}>
        <Trans>Join Trader</Trans>
      </Button>
    </form>
  );
}
