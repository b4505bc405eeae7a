/** The sibling tools of the organisation, in the texts of the page's locale. */
import { siteData } from '../site/site.ts';
import { usePageState } from '../site/page-context.tsx';
import { withBase } from '../../common/routes.ts';
import { Popover } from './Popover.tsx';
import { icons } from '../theme/icons.tsx';

export function MoreProducts() {
  const { locale } = usePageState();
  return (
    <Popover className="more-products" triggerLabel={locale.strings.moreProducts} trigger={icons.grid} role="dialog">
      <ul className="products">
        {locale.products.map((p) => (
          <li key={p.name}>
            <a href={p.url} target="_blank" rel="noopener noreferrer" className="product">
              <img
                src={withBase(p.logo, siteData.base)}
                alt=""
                width="32"
                height="32"
                loading="lazy"
                style={{ transform: `scale(${p.logoScale})` }}
              />
              <span>
                <strong>{p.name}</strong>
                <span className="product-desc">{p.desc}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
