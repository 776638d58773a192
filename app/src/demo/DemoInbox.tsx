import { useEffect, useState } from 'react';
import type { MockWorker } from '@tp/mocks/browser';
import { DemoInboxView } from '@tp/ui/shell';

/** The mock backend's outbox, live (including changes made in other tabs). */
export function DemoInbox({ mock }: { mock: MockWorker }) {
  const { backend } = mock;
  const [messages, setMessages] = useState(() => backend.outbox());
  useEffect(() => backend.onChange(() => setMessages(backend.outbox())), [backend]);
  return (
    <DemoInboxView
      messages={messages}
      onResetDemoData={() => {
        void mock.resetDemoData().then(() => window.location.assign('/'));
      }}
    />
  );
}
