import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSetAntiPhishingPhraseMutation } from '@tp/api';
import { useNotice } from '../../widgets/LiveNotice';
import type { AntiPhishingFlowProps } from './AntiPhishingSection';
import { antiPhishingTexts } from './antiPhishingTexts';
import { securityChangeFailed } from './securityFailures';
import type { GatedRun } from './useTwoFactorSection';

const phraseFailures = { fields: { anti_phishing_phrase: 'phrase' as const } };

/** D16's anti-phishing phrase wired to the API: saved and removed through the step-up gate. */
export function useAntiPhishingSection(run: GatedRun): AntiPhishingFlowProps {
  const { i18n } = useLingui();
  const save = useSetAntiPhishingPhraseMutation();
  const notice = useNotice();
  const [removing, setRemoving] = useState(false);
  return {
    notice,
    removing,
    onSave: async (phrase) => {
      notice.clear();
      try {
        await run(() => save.mutateAsync(phrase));
        notice.show({ tone: 'success', message: i18n._(antiPhishingTexts.saved) });
        return 'reset';
      } catch (error) {
        return securityChangeFailed(error, notice, phraseFailures);
      }
    },
    onRemove: async () => {
      notice.clear();
      setRemoving(true);
      try {
        await run(() => save.mutateAsync(null));
        notice.show({ tone: 'success', message: i18n._(antiPhishingTexts.removed) });
      } catch (error) {
        securityChangeFailed(error, notice);
      } finally {
        setRemoving(false);
      }
    },
  };
}
