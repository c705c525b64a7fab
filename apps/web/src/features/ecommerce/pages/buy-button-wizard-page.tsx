import { Center, Loader } from '@mantine/core';
import { BUY_BUTTON_LAYOUTS } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { BuyButtonWizard } from '../components/buy-button-wizard';
import { ECOMMERCE_PATH } from '../lib/ecommerce-paths';
import { useWizardStart } from '../lib/use-wizard-start';

/** spec 2 §2.2 displayItemOption: how a new button lays its item out, when the address says (else the default). */
function layoutOf(option: string | null) {
  const layout = BUY_BUTTON_LAYOUTS.find((value) => value === option);
  return layout ? { layout_option: layout } : undefined;
}

/**
 * /ecommerce/create-buy-now-button?formId&offering&displayItemOption (spec 2 §2.2): the buy-now button
 * wizard, for a new button or a saved one. An unknown formId, or one that is not a buy-now button, goes
 * back to the list; `offering` is the item to sell (the catalogue's add page's new item).
 */
export function BuyButtonWizardPage() {
  const { t } = useTranslation();
  const start = useWizardStart('buy_button');
  if (start.isUnknown) return <Navigate to={ECOMMERCE_PATH} replace />;
  if (start.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} role="status" />
      </Center>
    );
  return (
    <BuyButtonWizard
      key={start.key}
      store={start.saved}
      initialProduct={start.initialProduct}
      initialLook={layoutOf(start.params.get('displayItemOption'))}
    />
  );
}
