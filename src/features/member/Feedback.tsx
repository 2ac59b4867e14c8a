import { useId, useState, type FormEvent } from 'react';
import { useFormFields } from '../../components/useFormFields';
import { useHydrated } from '../../components/useHydrated';
import { useT } from '../../components/useT';
import { openCustomerService } from '../../flows/customer-service/open';
import './member.css';
import { pageMerchant } from '../../lib/page/page-merchant';

const FEEDBACK_MIN_LENGTH = 10;
const FEEDBACK_MAX_LENGTH = 1000;
const TOPICS = ['suggestion', 'problem', 'other'] as const;
type Topic = (typeof TOPICS)[number];
const isTopic = (value: string): value is Topic => (TOPICS as readonly string[]).includes(value);

/**
 * Feedback for members (a guest is sent to /m/home by the page guard, SPEC 8). The API has no feedback
 * call, so the message goes to customer service: it is copied, the chat opens, the player pastes it.
 */
export default function Feedback() {
  const merchant = pageMerchant();
  const t = useT(merchant.language);
  const topicId = useId();
  const hydrated = useHydrated();
  const fields = useFormFields({ topic: 'suggestion', message: '' });
  const { message } = fields.values;
  const topic: Topic = isTopic(fields.values.topic) ? fields.values.topic : 'suggestion';
  const [state, setState] = useState<'idle' | 'invalid' | 'sending' | 'noService'>('idle');
  const tooShort = message.trim().length < FEEDBACK_MIN_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooShort) {
      setState('invalid');
      return;
    }
    setState('sending');
    const text = `[${t(`member.feedbackTopics.${topic}`)}] ${message.trim()}`;
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    if (!(await openCustomerService(merchant))) setState('noService');
  };

  return (
    <form
      ref={fields.ref}
      className="card"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="feedback-title"
      noValidate
    >
      <h2 className="card__title" id="feedback-title">
        {t('member.feedback')}
      </h2>
      <p className="muted">{t('member.feedbackHow')}</p>
      <div className="field">
        <label htmlFor={topicId}>{t('member.feedbackTopic')}</label>
        <select id={topicId} {...fields.bind('topic')}>
          {TOPICS.map((value) => (
            <option key={value} value={value}>
              {t(`member.feedbackTopics.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="feedback-message">{t('member.feedbackMessage')}</label>
        <textarea
          id="feedback-message"
          rows={6}
          required
          maxLength={FEEDBACK_MAX_LENGTH}
          {...fields.bind('message')}
          aria-invalid={state === 'invalid'}
          aria-describedby="feedback-count feedback-error"
        />
        <span className="field__hint" id="feedback-count">
          {t('member.feedbackCount', { count: message.length, max: FEEDBACK_MAX_LENGTH })}
        </span>
        <span className="field__error" id="feedback-error" role="alert">
          {state === 'invalid' && tooShort ? t('member.feedbackTooShort', { min: FEEDBACK_MIN_LENGTH }) : ''}
        </span>
      </div>
      <button className="button button--block" type="submit" disabled={!hydrated || state === 'sending'}>
        {state === 'sending' ? t('ui.pleaseWait') : t('member.feedbackSend')}
      </button>
      {state === 'noService' && (
        <p className="list-state list-state--error" role="alert">
          {t('member.feedbackNoService')}
        </p>
      )}
    </form>
  );
}
