import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { languageVar } from '@web/shared/state/preferences';
import { ADMIN_LANGUAGES, activateAdminLocale } from '@web/admin/shared/admin-i18n';
import styles from './admin-layout.module.css';

/** Each language's own name, so anyone finds theirs. */
const NAMES: Record<string, string> = { en: 'English', hi: 'हिन्दी', kn: 'ಕನ್ನಡ', ta: 'தமிழ்', te: 'తెలుగు' };

/** The back office's language; the same choice as the shop's (one remembered preference). */
export function LanguagePicker() {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <span className={styles.language}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t`Language`}
      </label>
      <select
        id={id}
        className={styles.languageSelect}
        value={i18n.locale}
        onChange={async (event) => {
          const code = event.target.value;
          languageVar(code);
          await activateAdminLocale(code);
        }}
      >
        {ADMIN_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NAMES[code] ?? code}
          </option>
        ))}
      </select>
    </span>
  );
}
