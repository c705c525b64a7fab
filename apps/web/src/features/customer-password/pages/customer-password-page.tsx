import { Alert, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CustomerPasswordLink } from '@paybook/contracts/customer-password';
import { termsShownAt } from '@paybook/domain';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NewPasswordForm } from '@/ui/new-password-form';
import { PublicBrandBand, PublicTermsLinks, usePublicDesign } from '@/ui/public-design';
import { PublicPageFrame } from '@/ui/public-page-frame';
import { useCustomerPasswordLink, useSetCustomerPassword } from '../api/customer-password-link';

/**
 * /my-password/{token} (public; spec 2 §7 customer_reset_password, decision 191): the customer chooses a
 * new password under the domain's password rule, once, while the link lives; a used or expired link says
 * so and whom to ask. Worded for the merchant's customer portal or the legacy sign-in (spec 2 §8).
 */
export function CustomerPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <PublicPageFrame
      query={useCustomerPasswordLink(token)}
      size="xs"
      documentTitle={(link) => t('customerPassword.documentTitle', { name: link.business_name })}
      notFound={
        <Gone title={t('customerPassword.notFoundTitle')} body={t('customerPassword.notFoundBody')} />
      }
    >
      {(link) => <PasswordContent token={token} link={link} />}
    </PublicPageFrame>
  );
}

function Gone({ title, body }: { title: string; body: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLinkOff size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          {body}
        </Text>
      </Stack>
    </Paper>
  );
}

function PasswordContent({ token, link }: { token: string; link: CustomerPasswordLink }) {
  const { t } = useTranslation();
  const design = usePublicDesign(link.url_subdomain).data;
  const save = useSetCustomerPassword(token);
  const business = link.business_name;

  const content = () => {
    if (save.isSuccess) {
      return (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('customerPassword.title')}
            </Title>
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              role="status"
            >
              {t(`customerPassword.done.${link.wording}`, { business })}
            </Alert>
            {link.redirect_url && (
              <Button component="a" href={link.redirect_url}>
                {t('customerPassword.continue')}
              </Button>
            )}
          </Stack>
        </Paper>
      );
    }
    if (link.state === 'expired') {
      return (
        <Gone
          title={t('customerPassword.expired.title')}
          body={t('customerPassword.expired.body', { business })}
        />
      );
    }
    // Only a valid link carries the customer.
    if (link.state === 'used' || !link.customer) {
      return (
        <Gone title={t('customerPassword.used.title')} body={t('customerPassword.used.body', { business })} />
      );
    }
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('customerPassword.title')}
            </Title>
            <Text c="dimmed">{t(`customerPassword.intro.${link.wording}`, { business })}</Text>
          </Stack>
          <Text>{t('customerPassword.userName', { userName: link.customer.user_name })}</Text>
          <NewPasswordForm
            userName={link.customer.user_name}
            submitLabel={t('customerPassword.submit')}
            isPending={save.isPending}
            error={save.error}
            onSubmit={(newPassword) => save.mutate(newPassword)}
          />
        </Stack>
      </Paper>
    );
  };

  return (
    <Stack gap="md">
      {design && <PublicBrandBand design={design} />}
      {content()}
      {design && <PublicTermsLinks design={design} kinds={termsShownAt('public_page')} />}
    </Stack>
  );
}
