import { CheckIcon, Combobox, Group, InputBase, type InputBaseProps, useCombobox } from '@mantine/core';
import {
  DEFAULT_TIME_MAX,
  DEFAULT_TIME_MIN,
  DEFAULT_TIME_STEP_MINUTES,
  minutesOfTimeOfDay,
  parseTimeOfDay,
  timeOfDaySteps,
} from '@paybook/domain';
import { forwardRef, type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/date-format';

export interface TimeFieldProps
  extends Omit<InputBaseProps, 'value' | 'onChange' | 'component' | 'rightSection' | 'onBlur'> {
  /** 'HH:mm', or '' for none. */
  value: string;
  /** Called with a valid 'HH:mm' (or '' when emptied) once the user picks or finishes typing. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The times offered (and the only ones accepted), 'HH:mm'; by default every step from min to max. */
  options?: readonly string[];
  stepMinutes?: number;
  /** 'HH:mm', inclusive; default 00:00 to 23:45 (spec 1 §9). */
  min?: string;
  max?: string;
  placeholder?: string;
  name?: string;
  'aria-label'?: string;
  'data-autofocus'?: boolean;
}

/** The offered time nearest a 'HH:mm' time (for the highlight while typing). */
function nearestIndex(options: readonly string[], time: string): number {
  const target = minutesOfTimeOfDay(time);
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  options.forEach((option, index) => {
    const distance = Math.abs(minutesOfTimeOfDay(option) - target);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * spec 1 §9, spec 2 §5, issue 16 point 9: the one time picker. Type a time the way it is said ("5p",
 * "530", "5:30 pm", "17:30"; the domain's parseTimeOfDay reads and rounds it to the step) or pick one from
 * the list (ArrowDown or a click opens it, arrows move, Enter picks, Escape closes). It never opens by
 * itself, on focus or while typing. A typed time that reads is the value at once; Enter or leaving the
 * field shows it in the locale's words, or says in the catalogue's words why it cannot be taken.
 */
export const TimeField = forwardRef<HTMLInputElement, TimeFieldProps>(function TimeField(
  {
    value,
    onChange,
    onBlur,
    options,
    stepMinutes = DEFAULT_TIME_STEP_MINUTES,
    min = DEFAULT_TIME_MIN,
    max = DEFAULT_TIME_MAX,
    error,
    placeholder,
    disabled,
    ...props
  },
  ref,
) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const times = useMemo(
    () => options ?? timeOfDaySteps({ stepMinutes, min, max }),
    [options, stepMinutes, min, max],
  );
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = draft ?? (value ? formatTime(value) : '');

  // The list opens at the chosen time (or the nearest offered one), once its options are on screen.
  const { dropdownOpened, selectOption } = combobox;
  useEffect(() => {
    if (!dropdownOpened || !value) return;
    const index = nearestIndex(times, value);
    if (index === -1) return;
    const frame = requestAnimationFrame(() => selectOption(index));
    return () => cancelAnimationFrame(frame);
  }, [dropdownOpened, selectOption, times, value]);

  const choose = (time: string) => {
    setDraft(null);
    setProblem(null);
    onChange(time);
  };

  /** Reads what was typed; answers whether it was taken. */
  const commit = (): boolean => {
    if (draft === null) return true;
    const read = parseTimeOfDay(draft, { stepMinutes, min, max });
    if (read.ok && times.includes(read.time)) {
      choose(read.time);
      return true;
    }
    if (!read.ok && read.problem === 'empty') {
      choose('');
      return true;
    }
    if (read.ok) setProblem(t('fields.timeNotOffered'));
    else if (read.problem === 'outOfRange')
      setProblem(t('fieldMessages.timeRange', { min: formatTime(min), max: formatTime(max) }));
    else setProblem(t('fieldMessages.time'));
    return false;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter on typed text takes the text, not the form's submit; on a highlighted option the list does.
    if (event.key !== 'Enter' || draft === null) return;
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    event.preventDefault();
    if (commit()) combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(time) => {
        choose(time);
        combobox.closeDropdown();
      }}
      withinPortal
      disabled={disabled}
    >
      <Combobox.Target withExpandedAttribute>
        <InputBase
          {...props}
          ref={ref}
          disabled={disabled}
          value={shown}
          placeholder={placeholder ?? t('fields.timePlaceholder')}
          autoComplete="off"
          error={problem ?? error}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          onKeyDown={handleKeyDown}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            setProblem(null);
            // A readable, offered time is the value at once (the form re-checks as the user types, so
            // nothing moves under the pointer when the field is left); faults wait for Enter or leaving.
            const read = parseTimeOfDay(text, { stepMinutes, min, max });
            if (read.ok && times.includes(read.time) && read.time !== value) onChange(read.time);
            // Typing does not open the list (it would cover what comes next); an open list follows along.
            if (!combobox.dropdownOpened) return;
            const index = read.ok ? nearestIndex(times, read.time) : -1;
            if (index === -1) combobox.resetSelectedOption();
            else combobox.selectOption(index);
          }}
          onBlur={() => {
            commit();
            combobox.closeDropdown();
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {times.length === 0 ? (
            <Combobox.Empty>{t('fields.noTimes')}</Combobox.Empty>
          ) : (
            times.map((time) => (
              <Combobox.Option value={time} key={time} active={time === value}>
                <Group gap={6} wrap="nowrap">
                  {time === value ? <CheckIcon size={10} aria-hidden /> : <span style={{ width: 10 }} />}
                  {formatTime(time)}
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
});
