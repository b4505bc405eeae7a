import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { attachContentBehaviours, attachImageZoom } from '../browser/content-behaviours.ts';
import { siteData, findRoute } from '../site/site.ts';
import { stripBase } from '../../common/routes.ts';

/** The page's pre-rendered HTML, with its behaviours attached on hydration. */
export function DocContent({ html, routeKey }: { html: string; routeKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // Before paint: a remembered tab is chosen in the same frame as the new content appears.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const detach = attachContentBehaviours(root, {
      navigate: (href) => {
        const path = stripBase(href, siteData.base);
        if (!findRoute(path.split('#')[0]!)) return false;
        navigate(path);
        return true;
      },
    });
    const detachZoom = attachImageZoom(root);
    return () => {
      detach();
      detachZoom();
    };
  }, [routeKey, navigate]);
  return <div ref={ref} className="doc-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
