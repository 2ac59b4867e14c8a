import type { ClubLabel } from '../../lib/session/session-info';
import { rankProgress, type PlayerRankProgress } from '../../lib/member/rank-progress';
import type { Translate } from '../../lib/i18n/translator';

interface Props {
  progress: PlayerRankProgress;
  label: ClubLabel | null | undefined;
  t: Translate;
}

/** SPEC 3 "Player rank progress": completed / expected, or full (1) without a label. */
export function RankProgress({ progress, label, t }: Props) {
  const ratio = rankProgress(progress);
  const percent = Math.round(ratio * 100);
  const hasLabel = progress.labelId !== null && progress.labelId !== undefined && progress.labelId !== '';
  const text = hasLabel
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
