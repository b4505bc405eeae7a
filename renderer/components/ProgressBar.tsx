/** Shown only when a page chunk takes longer than 200 ms, so fast navigations never flicker. */
export const PROGRESS_BAR_DELAY = 200;

export function ProgressBar({ visible }: { visible: boolean }) {
  return <div className={`progress-bar${visible ? ' visible' : ''}`} role="progressbar" aria-hidden={!visible} />;
}
