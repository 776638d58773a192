import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { MaskedText } from '../../privacy';
import { Banner } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import * as styles from '../shared/authCard.css';
import { thisWasntMeTexts as texts } from './thisWasntMeTexts';

export type ThisWasntMeState =
  | { step: 'ready' }
  | { step: 'noLink' }
  | { step: 'securing' }
  | { step: 'secured'; message: string }
  | { step: 'failed'; message: string; canRetry: boolean };

export interface ThisWasntMeViewProps {
  state: ThisWasntMeState;
  /** Follows the link: nothing happens on opening the page, so a mail scanner's visit changes nothing. */
  onConfirm: () => void;
}

/** D15: the one-time "This wasn't me" link of an e-mail-change or new-device notice. */
export function ThisWasntMeView({ state, onConfirm }: ThisWasntMeViewProps) {
  const { i18n } = useLingui();
  const canConfirm = state.step === 'ready' || state.step === 'securing';
  return (
    <section className={styles.page} aria-labelledby="this-wasnt-me-title">
      <div className={styles.card}>
        <h1 id="this-wasnt-me-title" className={styles.title}>
          {i18n._(texts.title)}
        </h1>
        <p className={styles.subtitle}>{i18n._(texts.explanation)}</p>
        {state.step === 'noLink' && <Banner tone="warning">{i18n._(texts.noLink)}</Banner>}
        {state.step === 'secured' && (
          <Banner tone="success">
            <MaskedText text={state.message} /> {i18n._(texts.next)}
          </Banner>
        )}
        {state.step === 'failed' && <Banner tone="error">{state.message}</Banner>}
        {(canConfirm || (state.step === 'failed' && state.canRetry)) && (
          <Button
            variant="primary"
            fullWidth
            busy={state.step === 'securing'}
            busyLabel={i18n._(texts.busy)}
            onClick={onConfirm}
          >
            {i18n._(texts.confirm)}
          </Button>
        )}
        <p className={styles.footnote}>
          <Link to="/forgot-password" className={styles.link}>
            {i18n._(texts.reset)}
          </Link>
        </p>
      </div>
    </section>
  );
}
