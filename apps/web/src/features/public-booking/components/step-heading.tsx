import { Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a booking step. When the step changes it takes the focus, so keyboard and screen-reader
 * users continue from the new step's top instead of from a button that is gone, and the page goes back to
 * its top, so every step starts there (issue 24 point 4) rather than where the last one was scrolled to.
 */
export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    ref.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [focusOnMount]);
  return (
    <Title order={2} size="h3" ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}
