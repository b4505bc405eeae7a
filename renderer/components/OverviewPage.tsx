/**
 * The overview grid: each sidebar group of the section, its pages with their summary and facts, and their `##`
 * headings.
 */
import { NameText } from './NameText.tsx';
import { PageLink } from './PageLink.tsx';
import type { OverviewGroup } from '../../common/types.ts';
import { pageHref } from '../site/links.ts';

export function OverviewGrid({ groups }: { groups: OverviewGroup[] }) {
  return (
    <div className="overview">
      {groups.map((group) => (
        <section key={group.name} className="overview-group">
          <h2 className="overview-group-title">{group.name}</h2>
          <div className="overview-grid">
            {group.items.map((item) => (
              <div key={item.link} className="overview-card">
                <h3>
                  <PageLink to={pageHref(item.link)}>
                    <NameText text={item.text} />
                  </PageLink>
                </h3>
                {item.description && <p className="overview-card-desc">{item.description}</p>}
                {item.facts.length > 0 && (
                  <dl className="overview-card-facts">
                    {item.facts.map((fact) => (
                      <div key={fact.label}>
                        <dt>{fact.label}</dt>
                        <dd>
                          <code>{fact.value}</code>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
                {item.headers.length > 0 && (
                  <ul>
                    {item.headers.map((h) => (
                      <li key={h.id}>
                        <PageLink to={pageHref(`${item.link}#${h.id}`)}>{h.text}</PageLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
