import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  isPasskeyCancelled,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  type Passkey,
} from '@tp/api';
import { useNotice } from '../../widgets/LiveNotice';
import type { PasskeysFlowProps } from './PasskeysSection';
import { passkeyTexts } from './passkeyTexts';
import { securityChangeFailed } from './securityFailures';
import type { GatedRun } from './useTwoFactorSection';

const webAuthnAvailable = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** D15's passkeys wired to the API: adding and removing go through the step-up gate. */
export function usePasskeysSection(run: GatedRun): PasskeysFlowProps {
  const { i18n } = useLingui();
  const add = useAddPasskeyMutation();
  const remove = useRemovePasskeyMutation();
  const notice = useNotice();
  const [removing, setRemoving] = useState<string | null>(null);
  return {
    notice,
    removing,
    supported: webAuthnAvailable(),
    onAdd: async (name) => {
      notice.clear();
      try {
        await run(() => add.mutateAsync(name));
        notice.show({ tone: 'success', message: i18n._(passkeyTexts.addedNotice(name)) });
        return 'reset';
      } catch (error) {
        if (isPasskeyCancelled(error)) {
          notice.show({ tone: 'info', message: i18n._(passkeyTexts.cancelled) });
          return;
        }
        return securityChangeFailed(error, notice);
      }
    },
    onRemove: async (passkey: Passkey) => {
      notice.clear();
      setRemoving(passkey.id);
      try {
        await run(() => remove.mutateAsync(passkey.id));
        notice.show({ tone: 'success', message: i18n._(passkeyTexts.removed(passkey.name)) });
      } catch (error) {
        securityChangeFailed(error, notice);
      } finally {
        setRemoving(null);
      }
    },
  };
}
