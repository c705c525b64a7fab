import { useEffect, useState } from 'react';

// Issue 13 point 15: a double click saves once. A button's `loading` only disables it after React has
// drawn it again, and the second click of a double click can come first; this gate refuses it at once.

export type SubmitPhase = 'idle' | 'saving' | 'saved';

/** One form's saves: a second while one runs, or after one succeeded, is refused until reset(). */
export class SubmitGate {
  private current: SubmitPhase = 'idle';

  constructor(private readonly onChange: (phase: SubmitPhase) => void = () => {}) {}

  get phase(): SubmitPhase {
    return this.current;
  }

  /** Whether a save may start now (read at once, unlike the phase React draws from). */
  readonly canSave = (): boolean => this.current === 'idle';

  /** Starts a save; false when the click is to be ignored (saving, or saved already). */
  readonly begin = (): boolean => {
    if (this.current !== 'idle') return false;
    this.set('saving');
    return true;
  };

  /** The save went through: further clicks are ignored until the form is opened anew. */
  readonly succeeded = (): void => this.set('saved');

  /** The save was refused (or failed): the user may correct the form and save again. */
  readonly failed = (): void => {
    if (this.current === 'saving') this.set('idle');
  };

  /** The form was opened anew (or offers to add another): it may save again. */
  readonly reset = (): void => this.set('idle');

  private set(phase: SubmitPhase): void {
    this.current = phase;
    this.onChange(phase);
  }
}

export interface SubmitOnce extends Pick<SubmitGate, 'canSave' | 'begin' | 'succeeded' | 'failed' | 'reset'> {
  isSaving: boolean;
  isSaved: boolean;
}

/**
 * A form's SubmitGate, with its phase for the submit button (ui/submit-button.tsx). `opened`: for a modal
 * that stays mounted while closed, each opening may save again.
 */
export function useSubmitOnce(opened?: boolean): SubmitOnce {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [gate] = useState(() => new SubmitGate(setPhase));
  useEffect(() => {
    if (opened) gate.reset();
  }, [opened, gate]);
  return {
    canSave: gate.canSave,
    begin: gate.begin,
    succeeded: gate.succeeded,
    failed: gate.failed,
    reset: gate.reset,
    isSaving: phase === 'saving',
    isSaved: phase === 'saved',
  };
}
