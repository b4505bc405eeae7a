import { useEffect, useState } from 'react';
import { icons } from '../theme/icons.tsx';
import { throttle } from '../browser/throttle.ts';

export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const show = () => setVisible(window.scrollY > 0);
    const update = throttle(show, 100);
    // A page opened scrolled (Back, a #hash) shows the button at once. Read outside the throttle:
    // through it, this read started its 100 ms wait, and a reader scrolling as the page came alive
    // waited that long for the button.
    show();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      {icons.arrowUp}
    </button>
  );
}
