import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { REVIEW_ERRORS, type ReviewErrorCode, useAddReview } from './use-add-review';
import styles from './reviews.module.css';

type Values = { author: string; rating: string; content: string };

/** Spec section 3: a review has an author, 1–5 stars and content; all required. */
export function ReviewForm({ productId }: { productId: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { add, loading } = useAddReview(productId);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<ReviewErrorCode | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    defaultValues: { author: '', rating: '', content: '' },
  });
  const { errors } = formState;
  const message = (code: string | undefined) =>
    code ? i18n._(REVIEW_ERRORS[code as ReviewErrorCode] ?? REVIEW_ERRORS.UNEXPECTED) : null;
  const submit = handleSubmit(async (values) => {
    setSent(false);
    setFormError(null);
    const problems = await add({
      author: values.author.trim(),
      rating: Number(values.rating),
      content: values.content.trim(),
    });
    for (const p of problems) {
      if (p.field === 'form') setFormError(p.code);
      else setError(p.field, { type: 'server', message: p.code });
    }
    if (problems.length === 0) {
      reset();
      setSent(true);
    }
  });
  const field = (name: keyof Values) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof Values) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {message(errors[name]?.message)}
      </p>
    );
  const required = { value: true, message: 'ERROR_FORM_REQUIRED' };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t`Write a review`}</h3>
      {sent && <p role="status" className={styles.success}>{t`Thank you! Your review has been added.`}</p>}
      {formError && (
        <p role="alert" className={styles.error}>
          {message(formError)}
        </p>
      )}
      <fieldset className={styles.stars} {...field('rating')}>
        <legend>{t`Your rating`}</legend>
        <div className={styles.starInputs}>
          {[5, 4, 3, 2, 1].map((n) => (
            <label key={n}>
              <input
                type="radio"
                value={n}
                {...register('rating', {
                  required: { value: true, message: '' },
                  validate: (v) => (Number(v) >= 1 && Number(v) <= 5) || 'ERROR_FORM_OUT_OF_RANGE',
                })}
              />
              <span>{t`${plural(n, { one: '# star', other: '# stars' })}`}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className={styles.error}>
            {i18n._(REVIEW_ERRORS.ERROR_FORM_OUT_OF_RANGE)}
          </p>
        )}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-author`}>{t`Your name`}</label>
        <input
          id={`${id}-author`}
          autoComplete="name"
          maxLength={60}
          {...field('author')}
          {...register('author', { required, validate: (v) => v.trim() !== '' || 'ERROR_FORM_REQUIRED' })}
        />
        {error('author')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-content`}>{t`Your review`}</label>
        <textarea
          id={`${id}-content`}
          rows={5}
          maxLength={2000}
          {...field('content')}
          {...register('content', { required, validate: (v) => v.trim() !== '' || 'ERROR_FORM_REQUIRED' })}
        />
        {error('content')}
      </div>
      <button type="submit" className={styles.submit} disabled={loading}>
        {loading ? t`Sending…` : t`Post review`}
      </button>
    </form>
  );
}
