import { useLingui } from '@lingui/react/macro';
import { useSetIdleTimeoutMutation } from '@tp/api';
import { useNotice } from '../../widgets/LiveNotice';
import type { IdleTimeoutFlowProps } from './IdleTimeoutSection';
import { idleTimeoutLabel } from './idleTimeoutOptions';
import { idleTimeoutTexts } from './profileSettingsTexts';
import { idleTimeoutFailures, securityChangeFailed } from './securityFailures';
import type { GatedRun } from './useTwoFactorSection';

/** D15's idle timeout wired to the API: saved through the step-up gate, its outcome beside the setting. */
export function useIdleTimeoutSection(
  run: GatedRun,
  saved: number | undefined,
): IdleTimeoutFlowProps {
  const { i18n } = useLingui();
  const save = useSetIdleTimeoutMutation();
  const notice = useNotice();
  return {
    notice,
    onSave: async (minutes) => {
      notice.clear();
      if (minutes === saved) {
        notice.show({ tone: 'info', message: i18n._(idleTimeoutTexts.unchanged) });
        return;
      }
      try {
        const settings = await run(() => save.mutateAsync(minutes));
        const duration = i18n._(idleTimeoutLabel(settings.idle_timeout_minutes));
        notice.show({ tone: 'success', message: i18n._(idleTimeoutTexts.saved(duration)) });
      } catch (error) {
        return securityChangeFailed(error, notice, idleTimeoutFailures);
      }
    },
  };
}
