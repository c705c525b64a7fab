import {
  type ReactElement,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';

/**
 * Issue 14 point 6: a menu, popover or picker whose code (Mantine's overlays, floating-ui, the date
 * picker) loads when the user first opens it, not with the page. Until then `trigger` stands alone; its
 * `open` mounts `children` (a lazy component that renders the same trigger inside the overlay), and the
 * trigger stays in place while that code loads, so nothing moves.
 */
export function OnDemand({
  trigger,
  children,
}: {
  trigger: (open: () => void) => ReactElement;
  children: ReactNode;
}) {
  const [isWanted, setIsWanted] = useState(false);
  if (!isWanted) return trigger(() => setIsWanted(true));
  return <Suspense fallback={trigger(() => {})}>{children}</Suspense>;
}

/**
 * Renders `children` from the first time `opened` is true on (a controlled overlay whose code loads on
 * its first opening), with `fallback` in their place before and while the code loads.
 */
export function OnceOpened({
  opened,
  fallback = null,
  children,
}: {
  opened: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  if (!wasOpened) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

/**
 * For an overlay that mounts because it was just asked to open (OnDemand, OnceOpened): `opened` is held
 * back for one render while its new trigger (`targetRef`) takes the focus, so the overlay sees itself open
 * and, when it closes, returns the focus to that trigger (Mantine records the focused element on opening).
 */
export function useOpenedAfterMount(opened: boolean, targetRef: RefObject<HTMLElement | null>): boolean {
  // Only the first render's state matters: later openings go straight through.
  const wasOpenedAtMount = useRef(opened);
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => {
    if (wasOpenedAtMount.current) targetRef.current?.focus();
    setIsMounted(true);
  }, [targetRef]);
  return opened && isMounted;
}
