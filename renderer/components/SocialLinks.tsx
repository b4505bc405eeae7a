/** The first three social links in the bar; the rest under a hover menu. */
import { siteData } from '../site/site.ts';
import { usePageState } from '../site/page-context.tsx';
import { Popover } from './Popover.tsx';
import { icons } from '../theme/icons.tsx';
import { Tooltip } from './Tooltip.tsx';
import type { SocialLink } from '../../common/types.ts';

export const VISIBLE_SOCIAL_LINKS = 3;

const SOCIAL_NAMES: Record<string, string> = { github: 'GitHub', x: 'X', discord: 'Discord' };

function SocialItem({ link }: { link: SocialLink }) {
  const icon = icons[link.icon] ?? <span>{link.icon}</span>;
  if (link.mode === 'link') {
    return (
      <Tooltip content={SOCIAL_NAMES[link.icon] ?? link.icon}>
        <a
          className="social-link"
          href={link.content}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={SOCIAL_NAMES[link.icon] ?? link.icon}
        >
          {icon}
        </a>
      </Tooltip>
    );
  }
  if (link.mode === 'img') {
    return (
      <Popover className="social-link" triggerLabel={link.icon} trigger={icon} role="dialog">
        <img src={link.content} alt={link.icon} width="160" height="160" />
      </Popover>
    );
  }
  // text and dom both show text: markup from data is never injected as HTML.
  return (
    <Popover className="social-link" triggerLabel={link.icon} trigger={icon} role="dialog">
      <span>{link.content}</span>
    </Popover>
  );
}

export function SocialLinks() {
  const { locale } = usePageState();
  const links = siteData.themeConfig.socialLinks;
  const shown = links.slice(0, VISIBLE_SOCIAL_LINKS);
  const more = links.slice(VISIBLE_SOCIAL_LINKS);
  return (
    <div className="social-links">
      {shown.map((link) => (
        <SocialItem key={link.icon + link.content} link={link} />
      ))}
      {more.length > 0 && (
        <Popover className="social-more" triggerLabel={locale.strings.othersText} trigger={icons.more}>
          {more.map((link) => (
            <SocialItem key={link.icon + link.content} link={link} />
          ))}
        </Popover>
      )}
    </div>
  );
}
