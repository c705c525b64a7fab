import { describe, expect, it } from 'vitest';
import { SubmitGate, type SubmitPhase } from './submit-once';

describe('SubmitGate: a double click saves once (issue 13 point 15)', () => {
  it('refuses a second save while the first runs and after it succeeded', () => {
    const gate = new SubmitGate();
    expect(gate.begin()).toBe(true);
    expect(gate.canSave()).toBe(false);
    expect(gate.begin()).toBe(false);
    gate.succeeded();
    expect(gate.phase).toBe('saved');
    expect(gate.begin()).toBe(false);
  });

  it('lets the user save again after a refused save, and after the form is opened anew', () => {
    const gate = new SubmitGate();
    gate.begin();
    gate.failed();
    expect(gate.begin()).toBe(true);
    gate.succeeded();
    gate.failed();
    expect(gate.phase).toBe('saved');
    gate.reset();
    expect(gate.begin()).toBe(true);
  });

  it('tells each change of phase (the button draws from it)', () => {
    const phases: SubmitPhase[] = [];
    const gate = new SubmitGate((phase) => phases.push(phase));
    gate.begin();
    gate.begin();
    gate.succeeded();
    expect(phases).toEqual(['saving', 'saved']);
  });
});
