import { Box, Grid, Stack } from '@mantine/core';
import { DesignCheckoutFields } from './design-checkout-fields';
import { DesignPageFields } from './design-page-fields';
import type { PaymentFormForm } from './payment-form-form';
import { PaymentFormPreview } from './payment-form-preview';
import type { ChosenProduct } from './product-step';

interface DesignStepProps {
  form: PaymentFormForm;
  product: ChosenProduct | null;
  merchant: { name: string; urlSubdomain: string };
  canChooseAcceptance: boolean;
}

/** spec 2 §2.2 the wizard's design step (spec 2 §3 Design settings), its live preview beside it on a wide screen. */
export function DesignStep({ form, product, merchant, canChooseAcceptance }: DesignStepProps) {
  const values = form.watch();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <DesignPageFields form={form} urlSubdomain={merchant.urlSubdomain} />
          <DesignCheckoutFields form={form} canChooseAcceptance={canChooseAcceptance} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box pos={{ base: 'static', md: 'sticky' }} top={80}>
          <PaymentFormPreview values={values} product={product} merchantName={merchant.name} />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
