import { useEffect, useState } from 'react';
import { icons } from '../theme/icons.tsx';
import { throttle } from '../browser/throttle.ts';

export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = throttle(() => setVisible(window.scrollY > 0), 100);
    update();
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
