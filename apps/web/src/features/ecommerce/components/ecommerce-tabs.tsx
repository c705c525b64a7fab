import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ECOMMERCE_CREATE_PATH, ECOMMERCE_MANAGE_PATH } from '../lib/ecommerce-paths';

const TABS = [
  { value: 'create', path: ECOMMERCE_CREATE_PATH },
  { value: 'manage', path: ECOMMERCE_MANAGE_PATH },
] as const;

export type EcommerceTab = (typeof TABS)[number]['value'];

/** spec 2 §2.2 ecommerce.main's children: Create (with claim ecommerce.edit-store) and Manage. */
export function EcommerceTabs({ active, canCreate }: { active: EcommerceTab; canCreate: boolean }) {
  const { t } = useTranslation();
  const tabs = TABS.filter((tab) => tab.value !== 'create' || canCreate);
  return (
    <Tabs value={active}>
      <Tabs.List aria-label={t('stores.tabs.label')}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            renderRoot={(props) => <Link {...props} to={tab.path} />}
          >
            {t(`stores.tabs.${tab.value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
