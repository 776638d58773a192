// D22: with the allow-list on, a transfer goes only to a saved recipient past its 48 hours. Said beside the form,
// which keeps what was typed.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withdrawalRefusalOf } from '@tp/api';
import { formatDateTime } from '../../format';
import type { Notice } from '../../widgets/LiveNotice';

/** The notice for a transfer the allow-list refused; null for any other failure. */
export function transferRefusalNotice(error: unknown, i18n: I18n): Notice | null {
  const refusal = withdrawalRefusalOf(error);
  if (refusal?.code === 'allow_list_on')
    return {
      tone: 'error',
      message: i18n._(
        msg`The allow-list is on: transfers go only to saved recipients. Save this recipient under Saved recipients; you can send to them 48 hours after you confirm it.`,
      ),
    };
  if (refusal?.code === 'destination_held') {
    const time = formatDateTime(refusal.opensAt);
    return {
      tone: 'warning',
      message: i18n._(msg`This recipient was saved recently. You can send to them from ${time}.`),
    };
  }
  return null;
}
