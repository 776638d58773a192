import { useEffect, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  isLanguageCode,
  languageCodes,
  languageCookie,
  ownNames,
  releasedLanguages,
  type LanguageCode,
} from '@tp/i18n';
import type { LanguageChoice } from './LanguageProvider';
import * as styles from './AppFrame.css';

/** The choice, also told to the web server, which answers the public pages prerendered in it (nginx-config.mjs). */
function tellServer(language: LanguageCode): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The cookie kept in step with the choice wherever the picker shows (a choice may predate it, or outlive it). */
function useChoiceTold(choice: LanguageChoice | null) {
  const chosen = choice?.chosen;
  useEffect(() => {
    if (chosen) tellServer(chosen);
  }, [chosen]);
}

/**
 * DECISIONS D18: signed out, the footer's language picker (signed in, the profile's language rules). Each
 * language is named in itself, marked with its `lang` so a screen reader says it right. Hidden while only
 * English is released, and outside the app's provider (a story of the frame alone). Its code loads after the
 * page's (the footer is below the fold).
 */
export function LanguagePicker({ choice }: { choice: LanguageChoice | null }) {
  const { t } = useLingui();
  const id = useId();
  useChoiceTold(choice);
  const offered = languageCodes.filter((code) => releasedLanguages.includes(code));
  if (!choice || offered.length < 2) return null;
  return (
    <div className={styles.languagePicker}>
      <label htmlFor={id} className={styles.footerHeading}>
        {t`Language`}
      </label>
      <select
        id={id}
        className={styles.languageSelect}
        value={choice.language}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) choice.choose(event.target.value);
        }}
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={code}>
            {ownNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
