import { Trans } from '@lingui/react/macro';

/** The word "hidden" on a menu, category or dish guests do not see: fading alone is easy to miss. */
export function HiddenBadge() {
  return (
    <span className="badge hidden-badge">
      <Trans id="menu.hidden_badge">hidden</Trans>
    </span>
  );
}
