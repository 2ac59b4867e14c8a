import type { ClientMerchant } from '../../config/client';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
}

/** Feedback to the merchant; without a session it sends the player to /m/home (SPEC 8). */
export default function Feedback({ merchant }: Props) {
  const t = useT(merchant.language);
  return (
    <form className="card" method="post" aria-labelledby="feedback-title" noValidate>
      <h2 className="card__title" id="feedback-title">{t('member.feedback')}</h2>
      <div className="field">
        <label htmlFor="feedback-message">{t('member.feedbackMessage')}</label>
        <textarea id="feedback-message" name="message" rows={5} required />
      </div>
      <button className="button button--block" type="submit">{t('common.send')}</button>
    </form>
  );
}
