import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@tp/api';
import { i18n } from '@tp/i18n';

type PaymentMethod =
  components['schemas']['DepositMethod'] | components['schemas']['WithdrawalMethod'];

/**
 * Every method a deposit, withdrawal or transfer is made by, as the user reads it (D18): the API's value stays
 * English ("Bank Transfer"), the label follows the active language. Written with `i18n._(…)`.
 */
export const paymentMethodLabels: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  'Bank Transfer': msg`Bank Transfer`,
  Cryptocurrency: msg`Cryptocurrency`,
  'Credit Card': msg`Credit Card`,
  Transfer: msg`Transfer`,
};

/** A method the server sent, in the active language; one the client does not know yet, as it came. */
export function paymentMethodLabel(method: string): string {
  const label: MessageDescriptor | undefined = Object.hasOwn(paymentMethodLabels, method)
    ? paymentMethodLabels[method as PaymentMethod]
    : undefined;
  return label ? i18n._(label) : method;
}
