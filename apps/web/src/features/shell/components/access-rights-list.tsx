import { List, Text, ThemeIcon } from '@mantine/core';
import type { AccessRight } from '@paybook/contracts';
import { accessRights } from '@paybook/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The user's access rights (spec 1 §6) in words, in the contract's order. */
export function AccessRightsList({ rights }: { rights: readonly AccessRight[] }) {
  const { t } = useTranslation();
  const held = accessRights.filter((right) => rights.includes(right));
  if (held.length === 0) return <Text>{t('welcome.rights.none')}</Text>;
  return (
    <List
      spacing="xs"
      icon={
        <ThemeIcon color="teal.8" size={20} radius="xl" aria-hidden>
          <IconCheck size={14} />
        </ThemeIcon>
      }
    >
      {held.map((right) => (
        <List.Item key={right}>{t(`accessRights.${right}`)}</List.Item>
      ))}
    </List>
  );
}
