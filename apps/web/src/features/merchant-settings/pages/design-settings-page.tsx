import {
  Alert,
  Button,
  Center,
  ColorInput,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { DesignSettings, ImageRef } from '@paybook/contracts';
import {
  DESIGN_ACCEPT_NONE_MESSAGE,
  designAcceptanceProblem,
  designToggleEditable,
  HEX_COLOR_PATTERN,
} from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { isApiError } from '@/lib/api-client';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useDesignSettings, useSaveDesignSettings } from '../api/design-settings';
import { DesignImageField } from '../components/design-image-field';
import { DesignPreview } from '../components/design-preview';

/** /settings/design-settings (spec 3 §2.5, §5; decision 183): logo, banner, colours and the accept switches. */
export function DesignSettingsPage() {
  const { t } = useTranslation();
  const design = useDesignSettings();
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title={t('merchantSettings.design.title')}
        description={t('merchantSettings.design.description')}
      />
      {design.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {design.isError && (
        <Alert color="red" role="alert">
          {errorMessage(design.error)}
        </Alert>
      )}
      {design.data && <DesignForm saved={design.data} />}
    </Stack>
  );
}

function DesignForm({ saved }: { saved: DesignSettings }) {
  const { t } = useTranslation();
  const context = useLoginContext();
  const accepts = context.merchant.accepted_payment_types;
  const isEditable = designToggleEditable(accepts);
  const save = useSaveDesignSettings();
  const [logo, setLogo] = useState<ImageRef | null>(saved.logo);
  const [banner, setBanner] = useState<ImageRef | null>(saved.banner);
  const [primary, setPrimary] = useState(saved.primary_color);
  const [background, setBackground] = useState(saved.background_color);
  const [accept, setAccept] = useState({ accept_cc: saved.accept_cc, accept_ach: saved.accept_ach });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const colorError = (value: string) =>
    HEX_COLOR_PATTERN.test(value) ? undefined : t('merchantSettings.design.colorError');
  const acceptProblem = designAcceptanceProblem(accept, accepts);

  const submit = () => {
    setErrors({});
    save.mutate(
      {
        logo_image_id: logo?.id ?? null,
        banner_image_id: banner?.id ?? null,
        primary_color: primary,
        background_color: background,
        ...accept,
      },
      {
        onSuccess: () => notifySuccess(t('merchantSettings.design.saved')),
        onError: (error) => {
          if (isApiError(error) && error.details.length > 0)
            setErrors(Object.fromEntries(error.details.map((detail) => [detail.property, detail.message])));
          else setErrors({ form: errorMessage(error) });
        },
      },
    );
  };

  const canSave = !colorError(primary) && !colorError(background) && acceptProblem === null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('merchantSettings.design.images')}
            </Title>
            <DesignImageField slot="logo" value={logo} onChange={setLogo} error={errors.logo_image_id} />
            <DesignImageField
              slot="banner"
              value={banner}
              onChange={setBanner}
              error={errors.banner_image_id}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('merchantSettings.design.colors')}
            </Title>
            <ColorInput
              label={t('merchantSettings.design.primaryColor')}
              description={t('merchantSettings.design.primaryColorHint')}
              value={primary}
              onChange={setPrimary}
              format="hex"
              withEyeDropper={false}
              error={colorError(primary) ?? errors.primary_color}
            />
            <ColorInput
              label={t('merchantSettings.design.backgroundColor')}
              description={t('merchantSettings.design.backgroundColorHint')}
              value={background}
              onChange={setBackground}
              format="hex"
              withEyeDropper={false}
              error={colorError(background) ?? errors.background_color}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('merchantSettings.design.payments')}
            </Title>
            {!isEditable && (
              <Text size="sm" c="dimmed">
                {t('merchantSettings.design.acceptLocked')}
              </Text>
            )}
            <Switch
              label={t('merchantSettings.design.acceptCc')}
              checked={accept.accept_cc}
              disabled={!isEditable}
              onChange={(event) => setAccept({ ...accept, accept_cc: event.currentTarget.checked })}
            />
            <Switch
              label={t('merchantSettings.design.acceptAch')}
              checked={accept.accept_ach}
              disabled={!isEditable}
              onChange={(event) => setAccept({ ...accept, accept_ach: event.currentTarget.checked })}
            />
            {(acceptProblem ?? errors.accept_cc) && (
              <Text size="sm" c="red" role="alert">
                {acceptProblem === DESIGN_ACCEPT_NONE_MESSAGE
                  ? t('merchantSettings.design.acceptNone')
                  : errors.accept_cc}
              </Text>
            )}
          </Stack>
        </Paper>
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={!canSave}>
            {t('merchantSettings.design.save')}
          </Button>
        </Group>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('merchantSettings.design.preview')}
        </Title>
        <DesignPreview
          companyName={context.merchant.name}
          logo={logo}
          banner={banner}
          primaryColor={HEX_COLOR_PATTERN.test(primary) ? primary : saved.primary_color}
          backgroundColor={HEX_COLOR_PATTERN.test(background) ? background : saved.background_color}
        />
      </Stack>
    </SimpleGrid>
  );
}
