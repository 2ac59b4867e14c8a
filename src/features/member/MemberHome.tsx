import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { routePath } from '../../config/routes';
import { ListState } from '../../components/ListState';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad, type Load } from '../../components/useLoad';
import { useFlags } from '../../components/useFlags';
import { useLanguage, useT } from '../../components/useT';
import type { Announcement } from '../../lib/api/contract/content-answers';
import { fetchAnnouncements } from '../../flows/content/api';
import { formatMoney, formatNumber } from '../../lib/format/intl';
import type { Translate } from '../../lib/i18n/translator';
import { $alerts } from '../../stores/alerts';
import { usePage } from '../../flows/session/usePage';
import { launchCashier, openInbox } from '../../flows/customer-service/cbs';
import { $chatEntries, requestChat } from '../../stores/chat';
import { openCustomerService } from '../../flows/customer-service/open';
import { imageFormat } from '../../lib/media/image-format';
import { loadMemberInfo } from '../../flows/session/member-info';
import { $rankProgress, loadRankProgress } from '../../flows/session/rank-progress';
import { $unreadCount } from '../../stores/session';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MemberAvatar } from './MemberAvatar';
import { EntryContent } from './EntryContent';
import { RankProgress } from './RankProgress';
import { useCashierReturn, type CashierOutcome } from './useCashierReturn';
import { ReferralEntry } from './ReferralEntry';
import { RewardsEntry } from './RewardsEntry';
import { ServiceNotices } from './ServiceNotices';
import './member.css';
import { pageMerchant } from '../../lib/page/page-merchant';

/**
 * Member centre (SPEC 1): wallet entries, VIP label and rank progress, inbox, rewards, referral, customer service's
 * notices, promotions, news, language.
 */
export default function MemberHome() {
  const merchant = pageMerchant();
  const page = usePage();
  const flags = useFlags();
  const language = useLanguage(merchant.language);
  const t = useT(merchant.language);
  const unread = useStore($unreadCount);
  const chats = useStore($chatEntries)?.filter((entry) => entry.inMemberCentre) ?? [];
  const cashierDone = useCashierReturn(merchant);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const member = useLoad(() => loadMemberInfo(merchant, true), [merchant]);
  const progress = useLoad(() => loadRankProgress(merchant), [merchant]);
  // A refresh (return to the tab) shows at once.
  const latestProgress = useStore($rankProgress);
  const content = useLoad(async () => fetchAnnouncements(page.api, ['PROMOTION', 'NEWS'], await imageFormat()), [page]);

  const unavailable = () => $alerts.set([...$alerts.get(), { messageKey: 'member.noCustomerService' }]);
  const contact = async () => {
    if (!(await openCustomerService(merchant))) unavailable();
  };
  // The cashier is the operator's CBS page (CBS3); without it, customer service takes deposits and withdrawals.
  const cashier = async (kind: 'deposit' | 'withdraw') => {
    if (merchant.flags.CBS3) {
      if (!(await launchCashier(merchant, kind, t(`member.${kind}`)))) unavailable();
    } else await contact();
  };
  // The unread count is the CBS inbox's (CBS_unreadCount): the row opens that inbox, CBS3 or not, as a
  // customer-service chat does not hold the messages it counts.
  const inbox = async () => {
    if (!(await openInbox(merchant, t('member.inbox')))) unavailable();
  };
  const cashierNote = ({ kind, amount }: CashierOutcome) => {
    const money = { amount: formatMoney(amount, language, merchant.currency) };
    if (kind === 'withdraw') return t('member.withdrawDone', money);
    return amount === undefined ? t('member.depositDone') : t('member.depositDoneAmount', money);
  };
  const label = member.status === 'ready' ? member.data.clubLabel : undefined;
  const promotions =
    content.status === 'ready' ? content.data.filter((item) => item.type === 'PROMOTION').slice(0, 3) : [];
  const news = content.status === 'ready' ? content.data.filter((item) => item.type === 'NEWS').slice(0, 3) : [];
  const retry = () => [member, progress, content].forEach((load) => load.status === 'error' && load.reload());

  return (
    <div className="member-home">
      <section className="card member-profile" aria-labelledby="member-name">
        {member.status === 'ready' ? (
          <>
            <MemberAvatar merchant={merchant} member={member.data} t={t} />
            <div className="member-profile__text">
              {/* <bdi>: a Latin name on a right-to-left page keeps its own order ("player1", not "1player"). */}
              <h2 className="card__title" id="member-name">
                <bdi>{member.data.customerName || member.data.userName}</bdi>
              </h2>
              <span className="muted">
                <bdi>{member.data.userName}</bdi>
              </span>
              {label?.labelName && (
                <span className="vip-badge" data-testid="vip-label">
                  {label.labelName}
                </span>
              )}
              {label?.type === 'AUTO' && (
                <p className="member-profile__benefit" data-testid="vip-benefit">
                  {t('member.vipBenefit', { level: label.rankLevel ?? member.data.vipRankLevel ?? '' })}
                </p>
              )}
            </div>
          </>
        ) : member.status === 'error' ? (
          <div className="list-state list-state--error" role="alert">
            <p id="member-name">{t('status.loadError')}</p>
            <button className="button button--ghost" type="button" onClick={retry}>
              {t('ui.retry')}
            </button>
          </div>
        ) : (
          <SkeletonLines count={2} label={t('common.loading')} />
        )}
      </section>

      <section className="card" aria-labelledby="member-wallet">
        <h2 className="card__title" id="member-wallet">
          {t('member.wallet')}
        </h2>
        <div className="stat-row">
          <button className="button" type="button" onClick={() => void cashier('deposit')}>
            {t('member.deposit')}
          </button>
          <button className="button button--ghost" type="button" onClick={() => void cashier('withdraw')}>
            {t('member.withdraw')}
          </button>
        </div>
        {!flags.CBS3 && <p className="field__hint">{t('member.cashierHint')}</p>}
        <p className="field__hint cashier-outcome" role="status" data-testid="cashier-outcome">
          {cashierDone && cashierNote(cashierDone)}
        </p>
      </section>

      <section className="card" aria-labelledby="member-vip">
        <h2 className="card__title" id="member-vip">
          {t('member.vipProgress')}
        </h2>
        <ListState
          load={progress}
          skeleton={<SkeletonLines count={2} label={t('common.loading')} />}
          isEmpty={() => false}
          emptyText=""
          t={t}
        >
          {(data) => <RankProgress progress={latestProgress ?? data} label={label} t={t} />}
        </ListState>
      </section>

      <nav className="card member-entries" aria-label={t('member.shortcuts')}>
        {flags.INBOX3 && (
          <button className="member-entry" type="button" onClick={() => void inbox()} data-testid="inbox-entry">
            <EntryContent
              icon="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm0 12h-4a3 3 0 0 1-6 0H5V5h14z"
              title={t('member.inbox')}
              hint={t('member.inboxHint')}
            />
            {mounted && unread > 0 && (
              <span
                className="count-badge"
                data-testid="unread-count"
                aria-label={t('member.unread', { count: unread })}
              >
                {formatNumber(unread, language)}
              </span>
            )}
          </button>
        )}
        {chats.map((chat) => (
          <button
            key={chat.index}
            className="member-entry"
            type="button"
            onClick={() => requestChat(chat.index)}
            data-testid="chat-entry"
            data-cs-type={chat.csType}
          >
            <EntryContent
              mirror
              icon="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6L4.5 21l4.3-2.3c1 .2 2.1.3 3.2.3 5.5 0 10-3.6 10-8s-4.5-8-10-8z"
              // Several chats: each row says it is customer service, and which one (siamarena has two).
              title={
                chats.length > 1
                  ? t('member.customerServiceVia', { provider: chat.label })
                  : t('member.customerService')
              }
              hint={t('member.customerServiceHint')}
            />
          </button>
        ))}
        {flags.REWCEN3 && <RewardsEntry language={language} t={t} />}
        {mounted && <ReferralEntry merchant={merchant} t={t} />}
        <a className="member-entry" href={routePath('feedback')}>
          <EntryContent
            mirror
            icon="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zm-7 12h-2v-2h2zm0-4h-2V6h2z"
            title={t('member.feedback')}
            hint={t('member.feedbackHint')}
          />
        </a>
      </nav>

      <ServiceNotices t={t} />

      <AnnouncementCard
        id="member-promotions"
        title={t('promotions.title')}
        emptyText={t('promotions.none')}
        content={content}
        items={promotions}
        href={(item) => `${routePath('activity')}?${new URLSearchParams({ id: item.id })}`}
        t={t}
      >
        <a className="link-more" href={routePath('activity')}>
          {t('promotions.all')}
        </a>
      </AnnouncementCard>

      <AnnouncementCard
        id="member-news"
        title={t('home.announcements')}
        emptyText={t('home.noNews')}
        content={content}
        items={news}
        href={() => routePath('news')}
        summaries={false}
        t={t}
      />

      <section className="card" aria-labelledby="member-settings">
        <h2 className="card__title" id="member-settings">
          {t('member.settings')}
        </h2>
        {mounted ? (
          <LanguageSwitcher merchant={merchant} t={t} />
        ) : (
          <SkeletonLines count={1} label={t('common.loading')} />
        )}
      </section>
    </div>
  );
}

interface AnnouncementCardProps {
  id: string;
  title: string;
  emptyText: string;
  content: Load<Announcement[]> & { reload: () => void };
  /** The first few of one type. */
  items: Announcement[];
  href: (item: Announcement) => string;
  /** Whether each item shows its summary under the title. */
  summaries?: boolean;
  t: Translate;
  children?: ReactNode;
}

/** A card of announcements of one type (promotions, news), linked, with the list's loading states. */
function AnnouncementCard({
  id,
  title,
  emptyText,
  content,
  items,
  href,
  summaries = true,
  t,
  children,
}: AnnouncementCardProps) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 className="card__title" id={id}>
        {title}
      </h2>
      <ListState
        load={content}
        skeleton={<SkeletonLines count={3} label={t('common.loading')} />}
        isEmpty={() => items.length === 0}
        emptyText={emptyText}
        t={t}
      >
        {() => (
          <ul className="link-list">
            {items.map((item) => (
              <li key={item.id}>
                <a href={href(item)}>
                  <strong>{item.title}</strong>
                  {summaries && item.summary && <span className="muted">{item.summary}</span>}
                </a>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {children}
    </section>
  );
}
