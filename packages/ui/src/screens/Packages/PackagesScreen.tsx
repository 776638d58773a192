import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useBalance,
  useIdempotencyKey,
  useLoadStatus,
  usePackages,
  useSubscribePackageMutation,
} from '@tp/api';
import { balanceMessages } from '@tp/messages';
import { packageShortfall } from './packageShortfall';
import { PackagesView } from './PackagesView';
import { subscribeFailureOf, type SubscribeFailure } from './subscribeFailure';
import type { Subscribed } from './SubscribedDialog';
import { subscriptionNotice } from './subscriptionNotice';

/** Spec 2 §2/§4 Packages wired to the catalogue, the balance and the subscribe call (D2). */
export function PackagesScreen() {
  const packages = usePackages();
  const balance = useBalance();
  const subscribe = useSubscribePackageMutation();
  const idempotencyKey = useIdempotencyKey();
  const navigate = useNavigate();
  const packagesStatus = useLoadStatus(packages);
  const balanceStatus = useLoadStatus(balance, {
    fallback: balanceMessages.loadFailed,
    select: (active) => active.balance,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [failure, setFailure] = useState<SubscribeFailure | null>(null);
  const [subscribed, setSubscribed] = useState<Subscribed | null>(null);
  // The package the current Idempotency-Key was made for: a different package is a new operation.
  const keyPackage = useRef<string | null>(null);
  // A second click can land before React re-renders the busy button.
  const inFlight = useRef(false);

  const selected = packages.data?.find((item) => item.id === selectedId) ?? null;

  const open = (packageId: string) => {
    if (keyPackage.current !== packageId) {
      idempotencyKey.renew();
      keyPackage.current = packageId;
    }
    setFailure(null);
    setSelectedId(packageId);
    // The pre-check should use the balance as it is now, not as it was minutes ago.
    void balance.refetch();
  };

  const cancel = () => {
    if (inFlight.current) return;
    setSelectedId(null);
    setFailure(null);
  };

  const confirm = () => {
    if (!selected || inFlight.current) return;
    if (balance.data && packageShortfall(balance.data.balance, selected.price) > 0) return;
    inFlight.current = true;
    setFailure(null);
    subscribe.mutate(
      { packageId: selected.id, idempotencyKey: idempotencyKey.current() },
      {
        onSuccess: (result) => {
          idempotencyKey.renew();
          keyPackage.current = null;
          setSelectedId(null);
          setSubscribed({ message: result.message, balance: result.balance });
        },
        onError: (error) => {
          const next = subscribeFailureOf(error);
          if (next.settled) {
            idempotencyKey.renew();
            keyPackage.current = null;
          }
          setFailure(next);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <PackagesView
      packages={packagesStatus}
      onRetryPackages={() => void packages.refetch()}
      balance={balanceStatus}
      onRetryBalance={() => void balance.refetch()}
      selectedPackage={selected}
      subscribing={subscribe.isPending}
      subscribeFailure={failure}
      subscribed={subscribed}
      onSubscribe={open}
      onConfirm={confirm}
      onCancel={cancel}
      onContinueToDeposit={() => {
        if (subscribed) navigate('/deposit', { state: subscriptionNotice(subscribed.message) });
      }}
    />
  );
}
