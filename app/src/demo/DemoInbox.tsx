import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MockWorker } from '@tp/mocks/browser';
import { DemoInboxView } from '@tp/ui/shell';

/** The mock backend's outbox and back office, live (including changes made in other tabs). */
export function DemoInbox({
  mock,
  variant = 'bar',
}: {
  mock: MockWorker;
  variant?: 'bar' | 'button';
}) {
  const { backend } = mock;
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState(() => backend.outbox());
  const [pendingDeposits, setPendingDeposits] = useState(() => backend.pendingDepositsForReview());
  const [authenticatorCodes, setAuthenticatorCodes] = useState(() => backend.authenticatorCodes());
  // D15: the codes change every 30 s whether or not the state does.
  useEffect(() => {
    const timer = window.setInterval(
      () => setAuthenticatorCodes(backend.authenticatorCodes()),
      2_000,
    );
    return () => window.clearInterval(timer);
  }, [backend]);
  useEffect(
    () =>
      backend.onChange(() => {
        setMessages(backend.outbox());
        setPendingDeposits(backend.pendingDepositsForReview());
      }),
    [backend],
  );
  return (
    <DemoInboxView
      messages={messages}
      variant={variant}
      pendingDeposits={pendingDeposits}
      authenticatorCodes={authenticatorCodes}
      onDecideDeposit={(id, decision) => {
        const decide =
          decision === 'approve' ? backend.approveDeposit(id) : backend.rejectDeposit(id);
        // The screens learn of an operator's decision the way they would in production: on their next read.
        void Promise.resolve(decide).then(() => queryClient.invalidateQueries());
      }}
      onResetDemoData={() => {
        void mock.resetDemoData().then(() => window.location.assign('/'));
      }}
    />
  );
}
