/** accountCompleteness as a progress bar, with a hint while the profile is incomplete. */
import { ProgressBar } from '../../ui/progress-bar';
import type { MessageLookup } from '../../lib/messages';

/** accountCompleteness as a progress bar with a hint while it is below 100. */
export function Completeness({ m, value }: { m: MessageLookup; value: number }) {
  return (
    <div className="flex flex-col gap-2" data-testid="account-completeness">
      <ProgressBar
        value={value}
        label={m.t('account.completeness.label')}
        showValue
        valueText={m.t('account.completeness.value', { percent: value })}
      />
      <p className="text-sm text-text-muted">
        {value >= 100 ? m.t('account.completeness.done') : m.t('account.completeness.hint')}
      </p>
    </div>
  );
}
