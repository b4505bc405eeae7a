/** The sibling tools of the organisation; Chinese when the path carries the Chinese marker. */
import { siteData } from '../site/site.ts';
import { usePageState } from '../site/page-context.tsx';
import { withBase } from '../../common/routes.ts';
import { Popover } from './Popover.tsx';
import { icons } from '../theme/icons.tsx';

export function isChinesePath(pathname: string): boolean {
  return /(^|\/)zh(\/|$)/.test(pathname);
}

export function MoreProducts() {
  const { pathname, locale } = usePageState();
  const zh = isChinesePath(pathname);
  return (
    <Popover className="more-products" triggerLabel={locale.strings.moreProducts} trigger={icons.grid} role="dialog">
      <ul className="products">
        {siteData.products.map((p) => (
          <li key={p.name}>
            <a href={zh ? p.url : p.urlEn} target="_blank" rel="noopener noreferrer" className="product">
              <img src={withBase(p.logo, siteData.base)} alt="" width="32" height="32" loading="lazy" style={{ transform: `scale(${p.logoScale})` }} />
              <span>
                <strong>{p.name}</strong>
                <span className="product-desc">{zh ? p.desc : p.descEn}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
