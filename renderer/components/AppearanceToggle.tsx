import { useAppearance } from '../hooks/appearance.ts';
import { usePageState } from '../site/page-context.tsx';
import { icons } from '../theme/icons.tsx';
import { Tooltip } from './Tooltip.tsx';

export function AppearanceToggle() {
  const { scheme, toggle } = useAppearance();
  const { locale } = usePageState();
  return (
    <Tooltip content={locale.strings.appearanceToggleLabel}>
      <button
        type="button"
        className="appearance-toggle"
        aria-label={locale.strings.appearanceToggleLabel}
        aria-pressed={scheme === 'dark'}
        data-scheme={scheme}
        onClick={toggle}
      >
        <span className="icon-sun">{icons.sun}</span>
        <span className="icon-moon">{icons.moon}</span>
      </button>
    </Tooltip>
  );
}
