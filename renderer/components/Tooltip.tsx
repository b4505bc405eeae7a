/**
 * A tooltip above its trigger: shows after 0.1 s of hover or on keyboard focus, hides 0.1 s after
 * leaving, at most 250 px wide, on a layer 70 above the base. On touch devices a tap toggles it.
 * floating.ts places it (and flips or shifts it at the viewport's edges).
 */
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import {
  HIDE_DELAY,
  TOOLTIP_LAYER_OFFSET,
  TOOLTIP_MAX_WIDTH,
  TOOLTIP_MOTION_DEADLINE,
  TOOLTIP_SHOW_DELAY,
  layerIndex,
  warnOnShadowRootMismatch,
  type Placement,
} from '../browser/popup-layer.ts';
import { followTrigger } from '../browser/floating.ts';

interface TooltipProps {
  content: string;
  placement?: Placement;
  children: ReactElement<Record<string, unknown>>;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function Tooltip({ content, placement = 'top', children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  // Closing plays a short exit animation; the deadline removes the tooltip even when no
  // animationend arrives (reduced motion, background tab).
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapper = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);
  const id = useId();

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next) {
        setLeaving(false);
        setOpen(true);
      } else if (open) setLeaving(true);
    }, delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!leaving) return;
    const deadline = setTimeout(() => {
      setOpen(false);
      setLeaving(false);
    }, TOOLTIP_MOTION_DEADLINE);
    return () => clearTimeout(deadline);
  }, [leaving]);

  useIsomorphicLayoutEffect(() => {
    if (!open || !wrapper.current || !tip.current) return;
    warnOnShadowRootMismatch(wrapper.current, tip.current, import.meta.env.DEV);
    return followTrigger(wrapper.current, tip.current, placement, arrow.current);
  }, [open, placement]);

  return (
    <span
      ref={wrapper}
      className="tooltip-wrapper"
      onPointerEnter={(e) => e.pointerType === 'mouse' && schedule(true, TOOLTIP_SHOW_DELAY)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && schedule(false, HIDE_DELAY)}
      onPointerUp={(e) => e.pointerType !== 'mouse' && setOpen((v) => !v)}
      onFocus={() => schedule(true, TOOLTIP_SHOW_DELAY)}
      onBlur={() => schedule(false, HIDE_DELAY)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      data-open={open && !leaving}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span
          ref={tip}
          id={id}
          role="tooltip"
          className={`tooltip${leaving ? ' tooltip-leave' : ''}`}
          onAnimationEnd={() => {
            if (!leaving) return;
            setOpen(false);
            setLeaving(false);
          }}
          style={{ maxWidth: TOOLTIP_MAX_WIDTH, zIndex: layerIndex(1000, TOOLTIP_LAYER_OFFSET) }}
        >
          {content}
          <span ref={arrow} className="popup-arrow" aria-hidden="true" />
        </span>
      )}
    </span>
  );
}
