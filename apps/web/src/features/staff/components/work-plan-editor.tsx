import { ActionIcon, Box, Button, Divider, Group, Stack, Switch, Text } from '@mantine/core';
import { weekdayOrder } from '@paybook/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { TimeField } from '@/ui/time-field';
import type { StaffFormValues } from './staff-form-schema';

type TimePath =
  | `work_plans.${number}.start_at`
  | `work_plans.${number}.end_at`
  | `work_plans.${number}.breaks.${number}.start_at`
  | `work_plans.${number}.breaks.${number}.end_at`;

/** One time of the work plan through the one time picker (spec 1 §9: 15-minute steps). */
function PlanTime({
  control,
  name,
  label,
  error,
}: {
  control: Control<StaffFormValues>;
  name: TimePath;
  label: string;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TimeField
          aria-label={label}
          w={130}
          error={error}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

interface WorkPlanEditorProps {
  control: Control<StaffFormValues>;
  register: UseFormRegister<StaffFormValues>;
  errors: FieldErrors<StaffFormValues>;
}

interface DayRowProps extends WorkPlanEditorProps {
  index: number;
}

function DayRow({ control, errors, index }: DayRowProps) {
  const { t } = useTranslation();
  const breaks = useFieldArray({ control, name: `work_plans.${index}.breaks` });
  const enabled = useWatch({ control, name: `work_plans.${index}.enabled` });
  const dayName = t(`staff.workPlan.days.${index}`);
  const dayErrors = errors.work_plans?.[index];

  return (
    // Issue 16 point 4: a row wraps on a phone (the day over its hours) instead of scrolling sideways.
    <Group role="group" aria-label={dayName} align="flex-start" gap="sm" py="xs">
      <Box w={140} pt={6}>
        <Controller
          control={control}
          name={`work_plans.${index}.enabled`}
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              label={dayName}
              aria-label={t('staff.workPlan.worksOn', { day: dayName })}
            />
          )}
        />
      </Box>
      <Box style={{ flex: '1 1 300px' }}>
        {enabled ? (
          <Stack gap="xs">
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <PlanTime
                control={control}
                name={`work_plans.${index}.start_at`}
                label={t('staff.workPlan.startOf', { day: dayName })}
                error={dayErrors?.start_at?.message}
              />
              <Text pt={6} aria-hidden>
                –
              </Text>
              <PlanTime
                control={control}
                name={`work_plans.${index}.end_at`}
                label={t('staff.workPlan.endOf', { day: dayName })}
                error={dayErrors?.end_at?.message}
              />
            </Group>
            {breaks.fields.map((item, breakIndex) => {
              const breakErrors = dayErrors?.breaks?.[breakIndex];
              const label = t('staff.workPlan.breakOf', { day: dayName, number: breakIndex + 1 });
              return (
                <Group key={item.id} gap="xs" align="flex-start">
                  <PlanTime
                    control={control}
                    name={`work_plans.${index}.breaks.${breakIndex}.start_at`}
                    label={t('staff.workPlan.breakStart', { label })}
                    error={breakErrors?.start_at?.message}
                  />
                  <Text pt={6} aria-hidden>
                    –
                  </Text>
                  <PlanTime
                    control={control}
                    name={`work_plans.${index}.breaks.${breakIndex}.end_at`}
                    label={t('staff.workPlan.breakEnd', { label })}
                    error={breakErrors?.end_at?.message}
                  />
                  <Text size="xs" c="dimmed" pt={8} aria-hidden>
                    {t('staff.workPlan.break')}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    mt={4}
                    onClick={() => breaks.remove(breakIndex)}
                    aria-label={t('staff.workPlan.removeBreak', { label })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        ) : (
          <Text c="dimmed" pt={6}>
            {t('staff.workPlan.dayOff')}
          </Text>
        )}
      </Box>
      <Box>
        {enabled && (
          <Button
            variant="subtle"
            size="xs"
            mt={4}
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => breaks.append({ start_at: '12:00', end_at: '13:00' })}
            aria-label={t('staff.workPlan.addBreakOn', { day: dayName })}
          >
            {t('staff.workPlan.addBreak')}
          </Button>
        )}
      </Box>
    </Group>
  );
}

/** The weekly work plan (spec 3 §3.3): a switch, hours and breaks per day; the server cleans it on save. */
export function WorkPlanEditor(props: WorkPlanEditorProps) {
  const { t } = useTranslation();
  const weekStartsOn = useLoginContext().merchant.week_starts_on;
  const rootError = props.errors.work_plans?.root?.message ?? props.errors.work_plans?.message;
  return (
    <Stack gap="xs">
      <Stack gap={0} role="group" aria-label={t('staff.workPlan.title')}>
        {weekdayOrder(weekStartsOn).map((index, position) => (
          <Box key={index}>
            {position > 0 && <Divider />}
            <DayRow index={index} {...props} />
          </Box>
        ))}
      </Stack>
      {rootError && (
        <Text c="red.9" size="sm" role="alert">
          {rootError}
        </Text>
      )}
    </Stack>
  );
}
