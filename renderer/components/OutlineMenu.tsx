/**
 * The outline on screens too narrow for the side column (up to 1180 px): a drop-down in the local
 * bar, the current section marked. It closes on a choice, a tap outside, Escape or a new page.
 */
import { useEffect, useRef, useState } from 'react';
import type { TocEntry } from '../../common/types.ts';
import { usePageState } from '../site/page-context.tsx';
import { icons } from '../theme/icons.tsx';
import { Outline } from './Outline.tsx';
import { LAYOUT_IDS } from '../../common/contract.ts';

interface OutlineMenuProps {
  toc: TocEntry[];
  title: string;
  active: string | undefined;
  onGo: (id: string) => void;
}

export function OutlineMenu({ toc, title, active, onGo }: OutlineMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = usePageState();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="outline-menu" ref={root}>
      <button
        type="button"
        className="outline-menu-toggle"
        aria-expanded={open}
        aria-controls={LAYOUT_IDS.outlineMenu}
        onClick={() => setOpen((v) => !v)}
      >
        <span>{title}</span>
        {icons.chevron}
      </button>
      {open && (
        <div className="outline-menu-panel" id={LAYOUT_IDS.outlineMenu}>
          <Outline
            toc={toc}
            title={title}
            titleId={LAYOUT_IDS.outlineMenuTitle}
            active={active}
            onGo={(id) => {
              onGo(id);
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
