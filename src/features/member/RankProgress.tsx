import type { ClubLabel } from '../../lib/session/session-info';
import { rankCardState, rankProgress, type PlayerRankProgress } from '../../lib/member/rank-rules';
import type { Translate } from '../../lib/i18n/translator';

interface Props {
  progress: PlayerRankProgress;
  label: ClubLabel | null | undefined;
  t: Translate;
}

/** SPEC 3 "Player rank progress": completed / expected, full (1) when nothing is left; no level yet: how to reach one. */
export function RankProgress({ progress, label, t }: Props) {
  const state = rankCardState(progress, label?.labelName);
  if (state === 'firstLevel') {
    // A full bar would say "done" to a member who has not started: no bar until there is a level to measure.
    return (
      <div className="rank-progress">
        <div className="rank-progress__labels">
          <span>{t('member.noVip')}</span>
        </div>
        <p className="rank-progress__next" data-testid="rank-first-level">
          {t('member.rankFirstLevel')}
        </p>
      </div>
    );
  }
  const percent = Math.round(rankProgress(progress) * 100);
  const text =
    state === 'conditions'
      ? t('member.rankConditions', {
          completed: progress.completedConditions ?? 0,
          expected: progress.totalExpectedConditions ?? 0,
        })
      : t('member.rankNoLabel');
  return (
    <div className="rank-progress">
      <div className="rank-progress__labels">
        <span>{label?.labelName ?? t('member.noVip')}</span>
        <span data-testid="rank-ratio">{text}</span>
      </div>
      <div
        className="rank-progress__bar"
        role="progressbar"
        aria-label={t('member.vipProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="rank-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
