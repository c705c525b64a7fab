import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, Group, Image, List, Stack, Text } from '@mantine/core';
import type { MfaEnrolment } from '@paybook/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { CopyButton } from '@/ui/copy-button';
import { FormError } from '@/ui/form-error';
import { useConfirmMfaEnrolment } from '../api/confirm-mfa-enrolment';
import { TotpCodeInput } from './totp-code-input';
import { type CodeForm, useCodeSchema } from './use-code-schema';

interface EnrolmentPanelProps {
  enrolment: MfaEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the secret), then prove it works with a code (spec 3 §2.5). */
export function EnrolmentPanel({ enrolment, onConfirmed, onCancel }: EnrolmentPanelProps) {
  const { t } = useTranslation();
  const confirm = useConfirmMfaEnrolment();
  const schema = useCodeSchema();
  const { register, handleSubmit, formState } = useForm<CodeForm>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });

  const onSubmit = ({ code }: CodeForm) =>
    confirm.mutate(code, { onSuccess: (answer) => onConfirmed(answer.recovery_codes) });

  return (
    <Stack gap="md">
      <List type="ordered" spacing="sm">
        <List.Item>{t('mfa.enrol.stepApp')}</List.Item>
        <List.Item>{t('mfa.enrol.stepScan')}</List.Item>
        <List.Item>{t('mfa.enrol.stepCode')}</List.Item>
      </List>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Image
          src={enrolment.qr_code_data_url}
          alt={t('mfa.enrol.qrAlt')}
          w={200}
          h={200}
          fit="contain"
          radius="sm"
          bd="1px solid var(--mantine-color-gray-3)"
        />
        <Stack gap="xs" maw={360}>
          <Text fw={600}>{t('mfa.enrol.secretTitle')}</Text>
          <Text size="sm">{t('mfa.enrol.secretHelp')}</Text>
          <Code
            block
            fz="md"
            data-testid="mfa-secret"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {enrolment.secret}
          </Code>
          <div>
            <CopyButton value={enrolment.secret} label={t('mfa.enrol.copySecret')} size="xs" />
          </div>
        </Stack>
      </Group>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <TotpCodeInput
            label={t('mfa.enrol.codeLabel')}
            error={formState.errors.code?.message}
            required
            withAsterisk={false}
            {...register('code')}
          />
          <FormError message={confirm.isError ? errorMessage(confirm.error) : null} />
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              {t('mfa.enrol.confirm')}
            </Button>
            <Button variant="subtle" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
