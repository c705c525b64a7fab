import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Issue 14 point 6: the confirmation dialogs' provider (Mantine's Modal, focus trap, scroll lock) loads with
// the first dialog a screen opens, not with the signed-in layout. Screens keep calling `modals.open…`
// (@mantine/modals), which announces each dialog as a window event; until the provider listens, this
// outlet catches those events, mounts the provider and hands them over.
const ModalsProvider = lazy(() => import('./modals-provider').then((m) => ({ default: m.ModalsProvider })));

const OPENING_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map(
  (name) => `mantine-modals:${name}`,
);

export function ModalsOutlet() {
  const caught = useRef<CustomEvent[]>([]);
  const isHandedOver = useRef(false);
  const [isWanted, setIsWanted] = useState(false);

  useEffect(() => {
    const handleOpening = (event: Event) => {
      if (isHandedOver.current) return;
      if (event instanceof CustomEvent) caught.current.push(event);
      setIsWanted(true);
    };
    for (const name of OPENING_EVENTS) window.addEventListener(name, handleOpening);
    return () => {
      for (const name of OPENING_EVENTS) window.removeEventListener(name, handleOpening);
    };
  }, []);

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <HandOver
        onListening={() => {
          isHandedOver.current = true;
          const events = caught.current.splice(0);
          for (const event of events)
            window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
        }}
      />
    </Suspense>
  );
}

/** Mounted beside the provider: its effect runs once the provider's listeners (layout effects) are in. */
function HandOver({ onListening }: { onListening: () => void }) {
  const handOver = useRef(onListening);
  useEffect(() => handOver.current(), []);
  return null;
}
