/**
 * A hover popover that also works by touch and keyboard: hover opens after `showDelay` and closes
 * `hideDelay` after the pointer leaves; on touch devices the trigger is a click; a click outside,
 * Escape or focus leaving closes it. Placed above its trigger by default, flipped below or shifted
 * sideways by floating.ts when the viewport's edge is near.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  HIDE_DELAY,
  POPOVER_LAYER_OFFSET,
  TOOLTIP_SHOW_DELAY,
  layerIndex,
  warnOnShadowRootMismatch,
  type Placement,
} from '../browser/popup-layer.ts';
import { followTrigger } from '../browser/floating.ts';

export const POPOVER_SHOW_DELAY = TOOLTIP_SHOW_DELAY;
export const POPOVER_HIDE_DELAY = HIDE_DELAY;

interface PopoverProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  triggerLabel: string;
  className?: string;
  children: ReactNode;
  showDelay?: number;
  hideDelay?: number;
  /** `menu` gives the panel role="menu" semantics. */
  role?: 'menu' | 'dialog';
  placement?: Placement;
}

function isTouchDevice(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(hover: none)').matches
  );
}

/**
 * Open state that changes after a delay (hover) or at once (click). What opened the panel
 * matters: a pointer that hovers the trigger and then clicks it means "open", so the click must
 * not close what the hover just opened (on a slow device the two arrive together).
 */
function useDelayedOpen() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);

  const schedule = useCallback((next: boolean, delay: number, byHover = false) => {
    clearTimeout(timer.current);
    const apply = () => {
      openedByHover.current = next && byHover;
      setOpen(next);
    };
    if (delay <= 0) apply();
    else timer.current = setTimeout(apply, delay);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = () => schedule(!open || openedByHover.current, 0);
  return { open, setOpen, schedule, toggle };
}

/** While open: a pointer down outside `root` closes it, and so does Escape (focus back on the trigger). */
function useDismiss(
  open: boolean,
  close: () => void,
  root: React.RefObject<HTMLDivElement | null>,
  panel: React.RefObject<HTMLDivElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    if (root.current && panel.current) warnOnShadowRootMismatch(root.current, panel.current, import.meta.env.DEV);
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        root.current?.querySelector<HTMLElement>('.popover-trigger')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, root, panel]);
}

export function Popover({
  trigger,
  triggerLabel,
  className,
  children,
  showDelay = POPOVER_SHOW_DELAY,
  hideDelay = POPOVER_HIDE_DELAY,
  role = 'menu',
  placement = 'top',
}: PopoverProps) {
  const { open, setOpen, schedule, toggle } = useDelayedOpen();
  const root = useRef<HTMLDivElement>(null);
  const trig = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), [setOpen]);

  useLayoutEffect(() => {
    if (!open || !trig.current || !panel.current) return;
    return followTrigger(trig.current, panel.current, placement, arrow.current);
  }, [open, placement]);

  useDismiss(open, close, root, panel);

  return (
    <div
      ref={root}
      className={`popover ${className ?? ''}`}
      onPointerEnter={(e) => e.pointerType === 'mouse' && !isTouchDevice() && schedule(true, showDelay, true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && !isTouchDevice() && schedule(false, hideDelay)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) schedule(false, hideDelay);
      }}
    >
      <button
        ref={trig}
        type="button"
        className="popover-trigger"
        aria-label={triggerLabel}
        aria-haspopup={role === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {trigger}
      </button>
      <div
        ref={panel}
        id={panelId}
        className="popover-panel"
        role={role}
        hidden={!open}
        style={{ zIndex: layerIndex(1000, POPOVER_LAYER_OFFSET) }}
        onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
      >
        {children}
        <span ref={arrow} className="popup-arrow" aria-hidden="true" />
      </div>
    </div>
  );
}
