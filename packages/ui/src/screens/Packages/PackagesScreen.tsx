import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  balanceAmount,
  failureOf,
  useBalance,
  useIdempotentSubmit,
  useLoadProps,
  usePackages,
  useSubscribePackageMutation,
} from '@tp/api';
import { packageMessages } from '@tp/messages';
import { markShortfallAmount, packageShortfall } from './packageShortfall';
import { PackagesView } from './PackagesView';
import type { SubscribeFailure } from './SubscribeDialog';
import type { Subscribed } from './SubscribedDialog';
import { subscribeFailures } from './subscribeFailures';
import { subscriptionNotice } from './subscriptionNotice';

/** Spec 2 §2/§4 Packages wired to the catalogue, the balance and the subscribe call (D2). */
export function PackagesScreen() {
  const packages = usePackages();
  const balance = useBalance();
  // One Idempotency-Key per intended subscription: kept for a retry after a lost answer (one debit).
  const subscribe = useIdempotentSubmit(useSubscribePackageMutation());
  const navigate = useNavigate();
  const packagesProps = useLoadProps('packages', packages);
  const balanceProps = useLoadProps('balance', balance, balanceAmount);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [failure, setFailure] = useState<SubscribeFailure | null>(null);
  const [subscribed, setSubscribed] = useState<Subscribed | null>(null);
  // The package the current Idempotency-Key was made for: a different package is a new operation.
  const keyPackage = useRef<string | null>(null);

  const selected = packages.data?.find((item) => item.id === selectedId) ?? null;

  const open = (packageId: string) => {
    if (keyPackage.current !== packageId) {
      subscribe.renew();
      keyPackage.current = packageId;
    }
    setFailure(null);
    setSelectedId(packageId);
    // The pre-check should use the balance as it is now, not as it was minutes ago.
    void balance.refetch();
  };

  const cancel = () => {
    if (subscribe.submitting) return;
    setSelectedId(null);
    setFailure(null);
  };

  const confirm = async () => {
    if (!selected) return;
    if (balance.data && packageShortfall(balance.data.balance, selected.price) > 0) return;
    setFailure(null);
    try {
      // A second click while this one is in flight gets the same answer: one request.
      const result = await subscribe.submit({ packageId: selected.id });
      setSelectedId(null);
      setSubscribed({ message: result.message, balance: result.balance });
    } catch (error) {
      const { status, message } = failureOf(error, subscribeFailures);
      // Spec 2 §5: the server's 400 is the shortfall, so the dialog offers the way to /deposit.
      setFailure({
        message: markShortfallAmount(message ?? packageMessages.subscriptionFailed),
        shortfall: status === 400,
      });
    }
  };

  return (
    <PackagesView
      {...packagesProps}
      {...balanceProps}
      selectedPackage={selected}
      subscribing={subscribe.submitting}
      subscribeFailure={failure}
      subscribed={subscribed}
      onSubscribe={open}
      onConfirm={() => void confirm()}
      onCancel={cancel}
      onContinueToDeposit={() => {
        if (subscribed) navigate('/deposit', { state: subscriptionNotice(subscribed.message) });
      }}
    />
  );
}
