import { PageLink } from './PageLink.tsx';
import type { PageContent } from '../../common/types.ts';
import { usePageState } from '../site/page-context.tsx';
import { siteData } from '../site/site.ts';
import { withBase } from '../../common/routes.ts';
import { localizedLink } from '../site/links.ts';
import { pickText } from '../../common/localized.ts';
import { icons } from '../theme/icons.tsx';

export function HomePage({ page }: { page: PageContent }) {
  const { locale } = usePageState();
  const { hero, features } = page.frontmatter;
  return (
    <div className="home">
      {hero && (
        <section className="hero">
          <div className="hero-text">
            <h1 className="hero-name">{hero.name ?? siteData.title}</h1>
            {hero.text && <p className="hero-title">{hero.text}</p>}
            {hero.tagline && <p className="hero-tagline">{hero.tagline}</p>}
            {hero.actions && (
              <div className="hero-actions">
                {hero.actions.map((action) => (
                  <PageLink
                    key={action.link}
                    to={localizedLink(action.link, locale.lang)}
                    className={`button button-${action.theme}`}
                  >
                    {action.text}
                  </PageLink>
                ))}
              </div>
            )}
          </div>
          {hero.image && (
            <div className="hero-image">
              <img
                src={withBase(hero.image.src, siteData.base)}
                alt={hero.image.alt}
                {...(hero.image.srcset ? { srcSet: hero.image.srcset } : {})}
                {...(hero.image.sizes ? { sizes: hero.image.sizes } : {})}
                width="240"
                height="240"
              />
            </div>
          )}
        </section>
      )}
      {features && features.length > 0 && (
        <section className="features" aria-label={locale.strings.featuresLabel}>
          {features.map((f) => {
            const body = (
              <>
                {f.icon && (
                  <div className="feature-icon" aria-hidden="true">
                    {icons[f.icon] ?? f.icon}
                  </div>
                )}
                <h2 className="feature-title">{f.title}</h2>
                <p className="feature-details">{f.details}</p>
              </>
            );
            return (
              <article key={f.title} className="feature" style={f.span ? { gridColumn: `span ${f.span}` } : undefined}>
                {f.link ? <PageLink to={localizedLink(f.link, locale.lang)}>{body}</PageLink> : body}
              </article>
            );
          })}
        </section>
      )}
      <footer className="home-footer">
        <p>{pickText(siteData.themeConfig.footerMessage, locale.lang, siteData.lang)}</p>
      </footer>
    </div>
  );
}
