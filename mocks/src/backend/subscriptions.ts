// DECISIONS D2: subscribing is a server call that debits the balance; a shortfall answers the spec's text.
import { packageMessages } from '@tp/messages';
import { ApiError } from './apiError';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { centsToAmount, formatUsd } from './money';
import { findPackage, packageCatalogue } from './packageCatalogue';
import { serverTexts } from './serverTexts';
import type { SubscriptionRecord, UserRecord } from './state';
import { availableCents, getAccount } from './users';
import { packageView, subscriptionView } from './views';

export function listPackages() {
  return packageCatalogue.map(packageView);
}

export function subscribePackage(ctx: BackendContext, user: UserRecord, packageId: string) {
  const definition = findPackage(packageId);
  if (!definition) throw new ApiError(404, { detail: serverTexts.notFound });
  const account = getAccount(ctx, user.id);
  const shortfall = definition.priceCents - availableCents(account);
  if (shortfall > 0)
    throw new ApiError(400, { detail: packageMessages.insufficientBalance(formatUsd(shortfall)) });
  const subscription: SubscriptionRecord = {
    id: ctx.nextId('subscription'),
    userId: user.id,
    packageId: definition.id,
    amountCents: definition.priceCents,
    createdAt: isoAt(ctx.now()),
    status: 'active',
  };
  account.balanceCents -= definition.priceCents;
  account.updatedAt = subscription.createdAt;
  ctx.state.subscriptions.push(subscription);
  return {
    message: serverTexts.subscribed(definition.name),
    subscription: subscriptionView(subscription),
    balance: centsToAmount(availableCents(account)),
  };
}
