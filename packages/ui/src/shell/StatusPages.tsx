import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouteError } from 'react-router-dom';
import { appMessages } from '@tp/messages';
import { Spinner } from '../widgets/Spinner';
import * as styles from './StatusPage.css';
import { useTranslatedText } from '@tp/i18n';
import { useDocumentTitle } from './documentTitle';

/** A spec text in the user's language (D18), found by its English. */
function SpecText({ text }: { text: string }) {
  return useTranslatedText(text);
}

/** While a page's code loads. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <Spinner label={t`Loading page`} />
    </div>
  );
}

/** Spec 1 §2: any unknown path. */
export function NotFoundPage() {
  useDocumentTitle(useTranslatedText(appMessages.notFoundTitle));
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        <SpecText text={appMessages.notFoundTitle} />
      </h1>
      <p className={styles.text}>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className={styles.action}>
        <SpecText text={appMessages.goBackHome} />
      </Link>
    </section>
  );
}

/** The page itself, for stories and for error boundaries outside the router. */
export function CrashView({ onReload }: { onReload: () => void }) {
  useDocumentTitle(useTranslatedText(appMessages.crashTitle));
  return (
    <section className={styles.page} role="alert" aria-labelledby="crash-title">
      <h1 id="crash-title" className={styles.title}>
        <SpecText text={appMessages.crashTitle} />
      </h1>
      <p className={styles.text}>
        <Trans>An unexpected error stopped this page. Reloading usually fixes it.</Trans>
      </p>
      <button type="button" className={styles.action} onClick={onReload}>
        <SpecText text={appMessages.reloadApplication} />
      </button>
    </section>
  );
}

/** Router error element: an uncaught error in a route shows this instead of a blank page. */
export function CrashPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <CrashView onReload={() => window.location.reload()} />;
}
