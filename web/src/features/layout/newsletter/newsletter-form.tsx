import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_PATTERN } from '@rules/address/address';
import { newsletterErrorMessage } from './newsletter-errors';
import { useSubscribeNewsletter } from './use-subscribe-newsletter';
import styles from './newsletter-form.module.css';

interface Values {
  email: string;
}

/** Footer newsletter sign-up: checks the address, subscribes it, and says how it went. */
export function NewsletterForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { subscribe, loading } = useSubscribeNewsletter();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: { email: '' } });
  const error = formState.errors.email?.message;

  const onSubmit = handleSubmit(async ({ email }) => {
    setDone(false);
    const result = await subscribe(email.trim());
    if (result.ok) {
      reset();
      setDone(true);
    } else {
      setError('email', { message: result.code }, { shouldFocus: true });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>{t`Newsletter`}</h2>
      <p
        className={styles.text}
      >{t`Maintenance tips, new parts and offers for your vehicle, twice a month. No spam.`}</p>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {t`E-mail address`}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('email', {
            validate: (value) =>
              value.trim() === ''
                ? 'ERROR_FORM_REQUIRED'
                : EMAIL_PATTERN.test(value.trim()) || 'ERROR_FORM_INCORRECT_EMAIL',
            onChange: () => setDone(false),
          })}
        />
        <button type="submit" className={styles.button} disabled={loading}>
          {loading ? t`Subscribing…` : t`Subscribe`}
        </button>
      </div>
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {i18n._(newsletterErrorMessage(error))}
          </p>
        )}
        {done && <p className={styles.success}>{t`Thank you! You are subscribed to our newsletter.`}</p>}
      </div>
    </form>
  );
}
