import { failingWith } from '@tp/api';
import { packageMessages } from '@tp/messages';

/**
 * Spec 2 §8 for POST /api/packages/{id}/subscribe/: a 400 is the server's shortfall text (§5), any
 * other refusal, a server error or no answer is the package error text.
 */
export const subscribeFailures = failingWith(packageMessages.subscriptionFailed, {
  400: { reasonOr: packageMessages.subscriptionFailed },
});
