import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

interface LabelledSegmentsProps {
  label: string;
  value: string;
  data: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A choice of a few (a radio group drawn as segments) with its visible label as the group's name. */
export function LabelledSegments({ label, value, data, onChange }: LabelledSegmentsProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} value={value} data={data} onChange={onChange} />
    </Stack>
  );
}
